import { useEffect } from 'react';
import { ACCESS_TOKEN_EARLY_EXPIRY_MS } from '@portal/domain/session/access-token-expiry';
import { useRenewStaffSession } from './renew-staff-session';
import type { StaffSessionState } from './staff-session';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Keeps a staff session going while the member works (docs/staff-console.md "Sessions"): the token
 * is renewed two minutes before it runs out, as the student's is, but only if the member pressed a
 * key or the pointer since it was issued. A renewal is a call, and calls keep the server's session
 * alive, so renewing an unattended page would defeat the 30-minute idle end. Unattended, the token
 * runs out and the page asks to sign in again, saying why.
 */
export function useStaffSessionRenewal(session: StaffSessionState) {
  const { renew, expire } = useRenewStaffSession();
  const { accessToken, expiresAt } = session;

  useEffect(() => {
    let active = false;
    let due = false;
    const renewOnce = () => {
      due = false;
      active = false;
      void renew(accessToken);
    };
    const onActivity = () => {
      active = true;
      // Came back after the renewal time and before the end: renew now.
      if (due) renewOnce();
    };
    const renewAt = setTimeout(
      () => (active ? renewOnce() : (due = true)),
      Math.max(0, expiresAt - ACCESS_TOKEN_EARLY_EXPIRY_MS - Date.now()),
    );
    const endAt = setTimeout(expire, Math.max(0, expiresAt - Date.now()));
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity));
    return () => {
      clearTimeout(renewAt);
      clearTimeout(endAt);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
    };
  }, [accessToken, expiresAt, renew, expire]);
}
