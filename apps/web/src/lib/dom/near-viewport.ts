/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport, so heavy parts of a
 * page below the fold load only when a visitor heads their way. Returns a function that stops
 * watching.
 */
export function whenNearViewport(
  element: Element,
  onNear: () => void,
  margin = '200px',
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    // Without the observer (old browsers, jsdom), load right after the first paint.
    const timer = setTimeout(onNear);
    return () => clearTimeout(timer);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
