import { watchScrolledPast } from './header-shrink';

/** The header of a server-rendered page that React does not take over shrinks on scroll too. */
export function enhanceSiteHeader(root: ParentNode = document): void {
  const header = root.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  watchScrolledPast((past) => {
    header.classList.toggle('site-header--compact', past);
    header.dataset.compact = String(past);
  });
}
