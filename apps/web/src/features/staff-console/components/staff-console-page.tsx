import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPendingSignIn, StaffSession } from '@portal/domain/staff/staff-session';
import { PageMeta } from '@/components/page-meta';
import { staffSession, staffSessionFrom, useStaffSession } from '../staff-session';
import { StaffCodeStep } from './staff-code-step';
import { StaffHome } from './staff-home';
import { StaffPasswordStep } from './staff-password-step';
import { StaffRecoveryCodes } from './staff-recovery-codes';

type SignInState =
  | { step: 'password' }
  | { step: 'code'; pending: StaffPendingSignIn }
  | { step: 'recovery-codes'; session: StaffSession; codes: string[] };

/** /staff: the staff console's sign-in, then the member's home (docs/staff-console.md). */
export function StaffConsolePage() {
  const { t } = useTranslation('staff');
  const signedIn = useStaffSession();
  const [state, setState] = useState<SignInState>({ step: 'password' });

  const open = (session: StaffSession) => {
    setState({ step: 'password' });
    staffSession.set(staffSessionFrom(session, Date.now()));
  };
  const onSession = (session: StaffSession) =>
    session.recoveryCodes
      ? setState({ step: 'recovery-codes', session, codes: session.recoveryCodes })
      : open(session);

  return (
    <div className="page page--narrow">
      <PageMeta title={t('title')} />
      <h1>{t('heading')}</h1>
      {signedIn ? (
        <StaffHome session={signedIn} />
      ) : state.step === 'password' ? (
        <StaffPasswordStep onPending={(pending) => setState({ step: 'code', pending })} />
      ) : state.step === 'code' ? (
        <StaffCodeStep pending={state.pending} onSession={onSession} />
      ) : (
        <StaffRecoveryCodes codes={state.codes} onDone={() => open(state.session)} />
      )}
    </div>
  );
}
