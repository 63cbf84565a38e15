import { dismissAlert, isAlertDismissed } from './alert-dismissal';

/**
 * The system alert of a server-rendered page that React does not take over: hidden when the
 * visitor dismissed it earlier in the visit, and dismissible (components/system-alert.tsx is the
 * React side of the same rule).
 */
export function enhanceSystemAlert(root: ParentNode = document): void {
  for (const banner of root.querySelectorAll<HTMLElement>('[data-alert-id]')) {
    const id = banner.dataset.alertId!;
    if (isAlertDismissed(id)) {
      banner.remove();
      continue;
    }
    banner.querySelector('button')?.addEventListener('click', () => {
      dismissAlert(id);
      banner.remove();
    });
  }
}
