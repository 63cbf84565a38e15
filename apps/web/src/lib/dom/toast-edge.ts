/** The window edges the toast region may sit at: the bottom unless that hides the focus or the main action. */
export type ToastEdge = 'bottom' | 'top';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where the toast region goes so that it covers no part of the focused element (WCAG 2.4.11) nor
 * of the page's main actions in sight (`actions`: a pay or save button the learner is about to
 * press): at the bottom, where toasts are expected, unless the region would cover one of them
 * there and none at the top. When both edges cover something, the focus decides alone: a focused
 * element taller than the window less the region is covered at either edge; it stays at the
 * bottom, where most of such an element still shows.
 */
export function toastEdge(
  focused: Box | null,
  region: Box,
  windowHeight: number,
  actions: readonly Box[] = [],
): ToastEdge {
  const height = region.bottom - region.top;
  const covers = (box: Box, top: number, bottom: number) =>
    box.top < bottom && box.bottom > top && box.left < region.right && box.right > region.left;
  const clearAt = (boxes: readonly Box[], top: number, bottom: number) =>
    !boxes.some((box) => covers(box, top, bottom));
  const all = focused ? [focused, ...actions] : actions;
  if (clearAt(all, windowHeight - height, windowHeight)) return 'bottom';
  if (clearAt(all, 0, height)) return 'top';
  if (!focused || !covers(focused, windowHeight - height, windowHeight)) return 'bottom';
  return covers(focused, 0, height) ? 'bottom' : 'top';
}

/** The page's main actions, where a toast must not sit: its primary buttons and submit buttons. */
const MAIN_ACTIONS = 'main .button--primary, main [type="submit"]';

/**
 * Keeps `region` (the fixed toast viewport) at the edge `toastEdge` chooses, clear of the focus
 * and of the main actions on screen, as the focus moves, the page scrolls, the window resizes or
 * toasts come and go; the edge is written to its `data-edge` attribute for the style sheet.
 * Returns a function that stops watching.
 */
export function keepToastsClearOfFocus(region: HTMLElement): () => void {
  let frame = 0;
  const place = () => {
    frame = 0;
    const active = document.activeElement;
    // The focus on a toast itself (F8, its close button) moves with the region.
    if (active && region.contains(active)) return;
    const focused = active && active !== document.body ? active.getBoundingClientRect() : null;
    const actions = [...document.querySelectorAll(MAIN_ACTIONS)].map((action) =>
      action.getBoundingClientRect(),
    );
    region.dataset.edge = toastEdge(
      focused,
      region.getBoundingClientRect(),
      window.innerHeight,
      actions,
    );
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
