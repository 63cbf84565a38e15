import { SignedInRedirect } from '@/features/auth/components/signed-in-redirect';
import { ProgramPickerPage } from '@/features/enrollment/components/program-picker-page';
import { useIsLoggedIn } from '@/lib/use-auth-session';

/** /program: signed-in learners go to their landing route (docs/product/screens-and-routes.md "Logged-in users go to the dashboard"). */
export function Component() {
  return useIsLoggedIn() ? <SignedInRedirect /> : <ProgramPickerPage variant="program" />;
}
