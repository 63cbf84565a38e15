import { useState } from 'react';
import type { StaffPendingSignIn, StaffSession } from '@portal/domain/staff/staff-session';
import { staffSession, staffSessionFrom } from './staff-session';
import { StaffCodeStep } from './staff-code-step';
import { StaffPasswordStep } from './staff-password-step';
import { StaffRecoveryCodes } from './staff-recovery-codes';

type SignInState =
  | { step: 'password' }
  | { step: 'code'; pending: StaffPendingSignIn }
  | { step: 'recovery-codes'; session: StaffSession; codes: string[] };

/** The staff sign-in's steps (docs/staff-console.md "Signing in"); it ends by opening the session. */
export function StaffSignIn() {
  const [state, setState] = useState<SignInState>({ step: 'password' });

  const open = (session: StaffSession) => staffSession.set(staffSessionFrom(session, Date.now()));
  const onSession = (session: StaffSession) =>
    session.recoveryCodes
      ? setState({ step: 'recovery-codes', session, codes: session.recoveryCodes })
      : open(session);

  switch (state.step) {
    case 'password':
      return <StaffPasswordStep onPending={(pending) => setState({ step: 'code', pending })} />;
    case 'code':
      return <StaffCodeStep pending={state.pending} onSession={onSession} />;
    case 'recovery-codes':
      return <StaffRecoveryCodes codes={state.codes} onDone={() => open(state.session)} />;
  }
}
