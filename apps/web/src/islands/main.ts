// The script of a visitor's public page (docs/decisions/0004). The server sent the whole page as
// HTML; this adds the little that needs script, without React: the hamburger menu, the header's
// shrink on scroll, the alert's dismiss button, course tabs and smooth hash links. The request-info
// form mounts as a React island when a visitor scrolls near it. A signed-in student gets the whole
// app instead, for their own header, menu and session handling.
import '@/app/styles.css';
import { enhanceSiteHeader } from '@/features/shell/enhance-site-header';
import { enhanceSystemAlert } from '@/features/shell/enhance-system-alert';
import { authSession } from '@/lib/auth-session';
import { installDialogTriggers } from '@/lib/dom/dialog-triggers';
import { whenNearViewport } from '@/lib/dom/near-viewport';
import { enhanceHashLinks } from '@/lib/dom/scroll-to-hash';
import { enhanceTabLists } from '@/lib/dom/tabs';
import { takeViewAsFromAddress } from '@/lib/view-as';

// A view as a student handed over in the address opens the whole app, as a session does
// (lib/view-as.ts); taken before the session is looked at, and removed from the address.
takeViewAsFromAddress(window.location, window.history);

if (authSession.get()) {
  await import('@/app/main');
} else {
  installDialogTriggers();
  enhanceSiteHeader();
  enhanceSystemAlert();
  enhanceTabLists();
  enhanceHashLinks();
  for (const slot of document.querySelectorAll<HTMLElement>('[data-island="request-info"]')) {
    whenNearViewport(slot, () => void import('./request-info-island').then((m) => m.mount(slot)));
  }
}
