/** docs/product/constants-and-limits.md: the header shrinks after scrolling 70 px. */
export const HEADER_SHRINK_THRESHOLD_PX = 70;

/** Calls `onChange` now and whenever the page crosses `threshold`; returns the unsubscribe. */
export function watchScrolledPast(
  onChange: (past: boolean) => void,
  threshold = HEADER_SHRINK_THRESHOLD_PX,
): () => void {
  let past: boolean | undefined;
  const check = () => {
    const now = window.scrollY > threshold;
    if (now !== past) onChange((past = now));
  };
  check();
  window.addEventListener('scroll', check, { passive: true });
  return () => window.removeEventListener('scroll', check);
}
