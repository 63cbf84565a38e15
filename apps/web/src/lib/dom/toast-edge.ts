/** The window edges the toast region may sit at: the bottom unless that hides the focus. */
export type ToastEdge = 'bottom' | 'top';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where the toast region goes so that it covers no part of the focused element (WCAG 2.4.11): at
 * the bottom, where toasts are expected, unless the region would cover the focus there and not at
 * the top. A focused element taller than the window less the region is covered at either edge;
 * it stays at the bottom, where most of such an element still shows.
 */
export function toastEdge(focused: Box | null, region: Box, windowHeight: number): ToastEdge {
  if (!focused) return 'bottom';
  const height = region.bottom - region.top;
  const covers = (top: number, bottom: number) =>
    focused.top < bottom &&
    focused.bottom > top &&
    focused.left < region.right &&
    focused.right > region.left;
  if (!covers(windowHeight - height, windowHeight)) return 'bottom';
  return covers(0, height) ? 'bottom' : 'top';
}

/**
 * Keeps `region` (the fixed toast viewport) at the edge `toastEdge` chooses, as the focus moves,
 * the page scrolls, the window resizes or toasts come and go; the edge is written to its
 * `data-edge` attribute for the style sheet. Returns a function that stops watching.
 */
export function keepToastsClearOfFocus(region: HTMLElement): () => void {
  let frame = 0;
  const place = () => {
    frame = 0;
    const active = document.activeElement;
    // The focus on a toast itself (F8, its close button) moves with the region.
    if (active && region.contains(active)) return;
    const focused = active && active !== document.body ? active.getBoundingClientRect() : null;
    region.dataset.edge = toastEdge(focused, region.getBoundingClientRect(), window.innerHeight);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  place();
  // Toasts coming and going change the region's height. (jsdom, in the web tests, has no observer.)
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
  resized?.observe(region);
  document.addEventListener('focusin', schedule);
  window.addEventListener('scroll', schedule, { capture: true, passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    resized?.disconnect();
    document.removeEventListener('focusin', schedule);
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
  };
}
