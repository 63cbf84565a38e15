import { useEffect } from 'react';
import { useServices } from '@/lib/app-services';
import { useAuthSession } from '@/lib/use-auth-session';

/**
 * The tab's live connection (docs/product/states-and-transitions.md "Live connection"): opened once a session exists (after a
 * sign-in, or on load with one kept), opened afresh when the session changes (another sign-in,
 * also in another tab), closed at logout and when a refresh of the tokens fails (both end the
 * session). The client and the handlers load with the first session, so a visitor's pages never
 * download them. Renders nothing.
 */
export function LiveUpdatesConnection() {
  const services = useServices();
  const session = useAuthSession();
  // A view as a student does not subscribe: the server refuses its token on the live channel
  // (docs/staff-console.md "Seeing the portal as the student"); its pages read afresh instead.
  const sessionKey =
    session && !session.viewAs
      ? `${String(session.claims.sub)}:${String(session.claims.sid)}`
      : null;

  useEffect(() => {
    if (!sessionKey || !services.liveSocket) return;
    let closed = false;
    let live: { close(): void } | null = null;
    void import('./live-updates-runtime').then(({ openLiveUpdates }) => {
      if (!closed) live = openLiveUpdates(services);
    });
    return () => {
      closed = true;
      live?.close();
    };
  }, [services, sessionKey]);

  return null;
}
