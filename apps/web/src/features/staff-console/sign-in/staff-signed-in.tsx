import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ConsoleNav } from '../shared/console-nav';
import { staffKeys } from '../shared/staff-keys';
import { useStaffSession, type StaffSessionState } from './staff-session';
import { useStaffSessionRenewal } from './use-staff-session-renewal';
import { StaffSignIn } from './staff-sign-in';

/**
 * What a staff page shows a signed-in member, kept going while they work; anyone else gets the
 * sign-in on the page they opened, so a link to a search or a record lands there after it.
 */
export function StaffSignedIn({
  children,
}: {
  children: (session: StaffSessionState) => ReactNode;
}) {
  const session = useStaffSession();
  return session ? <KeptSession session={session}>{children}</KeptSession> : <SignedOut />;
}

function KeptSession({
  session,
  children,
}: {
  session: StaffSessionState;
  children: (session: StaffSessionState) => ReactNode;
}) {
  useStaffSessionRenewal(session);
  return (
    <>
      <ConsoleNav />
      {children(session)}
    </>
  );
}

function SignedOut() {
  const queryClient = useQueryClient();
  // However the session ended, what it read leaves with it: the next member starts afresh.
  useEffect(() => queryClient.removeQueries({ queryKey: staffKeys.all }), [queryClient]);
  return <StaffSignIn />;
}
