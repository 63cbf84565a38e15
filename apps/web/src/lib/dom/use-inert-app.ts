import { useEffect } from 'react';

/** The element the app renders into (index.html, islands.html). */
export const APP_ROOT_ID = 'root';

/**
 * Makes the whole app `inert` while a modal dialog, portalled outside it, is open (WAI-ARIA APG
 * modal dialog: the page behind is neither reachable nor read). Radix hides the page with
 * `aria-hidden` only, and keeps every live region and its ancestors exposed, so a status message
 * inside the page left its form readable and the skip link focusable but hidden (axe
 * aria-hidden-focus).
 */
export function useInertApp(active: boolean): void {
  useEffect(() => {
    const root = document.getElementById(APP_ROOT_ID);
    if (!active || !root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [active]);
}
