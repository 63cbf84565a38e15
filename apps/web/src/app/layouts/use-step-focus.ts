import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its data loading) before focus settles. */
const HEADING_WAIT_MS = 3000;

/**
 * Moves keyboard and screen-reader focus to the new page's heading (or the main region) after
 * every navigation, sign-in and guard redirect included (docs/checkout.md), so a learner starts
 * reading at the top of the new page instead of on a button that no longer exists. Called once,
 * by the root layout, so it also sees a move from one layout to another. A page still loading
 * its data gets its heading focused when it appears, unless the learner has moved focus
 * meanwhile. The first page of a visit keeps the browser's own focus.
 */
export function useStepFocus(mainId: string): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    main.focus({ preventScroll: true });
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => {
      const untouched = document.activeElement === main || document.activeElement === document.body;
      if (!untouched || focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
