import { useState } from 'react';
import { RegistrationPage } from '@/features/auth/components/registration-page';
import { SignedInRedirect } from '@/features/auth/components/signed-in-redirect';
import { StepNotice } from '@/features/onboarding/components/step-notice';
import { authSession } from '@/lib/auth-session';

/**
 * /enrollment/account and /assessment-account-creation. Signed-in learners go to their landing
 * route; in prepaid mode that is this page, where the access-code step will live.
 */
export function Component() {
  const [signedInOnArrival] = useState(() => authSession.get() !== null);
  if (!signedInOnArrival) return <RegistrationPage />;
  return (
    <SignedInRedirect>
      <StepNotice step="accessCode" />
    </SignedInRedirect>
  );
}
