import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves keyboard and screen-reader focus to the new page's heading (or the main region) when
 * the learner goes from one enrolment step to the next, so they start reading at the top of the
 * step instead of on a button that no longer exists. The first page of a visit keeps the
 * browser's own focus.
 */
export function useStepFocus(mainId: string): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
