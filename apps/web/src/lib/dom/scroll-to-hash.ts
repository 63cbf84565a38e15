/** docs/product/constants-and-limits.md: hash links scroll smoothly over 1000 ms, leaving 100 px for the sticky header. */
export const HASH_SCROLL_OFFSET_PX = 100;
export const HASH_SCROLL_DURATION_MS = 1000;

// Longer than the header's shrink transition (styles.css): the scroll ends once the target has
// stayed put this long, so a transition that starts late (a busy machine) is still followed.
const SETTLE_MS = 500;
// However the page keeps moving, the scroll stops following it after this long.
const FOLLOW_LIMIT_MS = 5000;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls to the element a `#hash` names. Returns false when there is no such element. Visitors
 * who ask for reduced motion get the jump without the animation.
 */
export function scrollToHash(hash: string): boolean {
  if (hash.length < 2) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return false;
  const from = window.scrollY;
  // Measured on every frame: the header shrinks on the way down, which moves the target up.
  const destination = () =>
    Math.max(0, target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX);
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduceMotion || typeof requestAnimationFrame !== 'function') {
    window.scrollTo({ top: destination() });
    return true;
  }
  const start = performance.now();
  let lastMoved = start;
  const step = (now: number) => {
    const elapsed = now - start;
    const progress = Math.min(1, elapsed / HASH_SCROLL_DURATION_MS);
    const top = from + (destination() - from) * easeInOut(progress);
    if (Math.abs(top - window.scrollY) >= 1) lastMoved = now;
    window.scrollTo({ top });
    // Past the duration, follow the target while the header's own transition settles.
    const settled = progress === 1 && now - lastMoved > SETTLE_MS;
    if (!settled && elapsed < FOLLOW_LIMIT_MS) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  return true;
}

/**
 * Same-page hash links of a page that React does not take over (the router does this for the
 * app): they scroll smoothly with the offset, and the back button returns to the previous hash.
 */
export function enhanceHashLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href*="#"]');
    if (!link || link.target) return;
    const url = new URL(link.href);
    const here = window.location;
    if (url.origin !== here.origin || url.pathname !== here.pathname) return;
    if (url.search !== here.search || !scrollToHash(url.hash)) return;
    event.preventDefault();
    history.pushState(null, '', url.hash);
  });
  window.addEventListener('popstate', () => scrollToHash(window.location.hash));
  if (window.location.hash) scrollToHash(window.location.hash);
}
