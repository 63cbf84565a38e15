import { RegistrationForm } from '@/features/auth/components/registration-form';
import { RegistrationPage } from '@/features/auth/components/registration-page';
import { SignedInRedirect } from '@/features/auth/components/signed-in-redirect';
import { PrepaidEnrollment } from '@/features/enrollment/components/prepaid-enrollment';
import { useTenant } from '@/lib/app-services';
import { useIsLoggedIn, useSignedInOnArrival } from '@/lib/use-auth-session';

/**
 * /enrollment/account and /assessment-account-creation (docs/product/screens-and-routes.md). In the paid modes a visitor
 * creates the account here and signed-in learners go on to their step. In the prepaid modes the
 * access code comes first, then the account, then the code pays, all on this page; once paid,
 * the learner's landing route is the profile and the redirect takes them there.
 */
export function Component() {
  const { enrollmentType } = useTenant().config;
  const prepaid = enrollmentType === 'prepaid' || enrollmentType === 'davita-assessment-prepaid';
  return prepaid ? <PrepaidAccount /> : <PaidAccount />;
}

function PaidAccount() {
  const signedInOnArrival = useSignedInOnArrival();
  return signedInOnArrival ? <SignedInRedirect /> : <RegistrationPage />;
}

function PrepaidAccount() {
  const loggedIn = useIsLoggedIn();
  const page = (
    <PrepaidEnrollment registration={<RegistrationForm onRegistered={() => undefined} />} />
  );
  return loggedIn ? <SignedInRedirect>{page}</SignedInRedirect> : page;
}
