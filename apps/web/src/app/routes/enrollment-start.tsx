import { SignedInRedirect } from '@/features/auth/components/signed-in-redirect';
import { ProgramPickerPage } from '@/features/enrollment/components/program-picker-page';
import { useIsLoggedIn } from '@/lib/use-auth-session';

/** /enrollment/start (paid-selective): signed-in learners go to their landing route (docs/product/screens-and-routes.md). */
export function Component() {
  return useIsLoggedIn() ? <SignedInRedirect /> : <ProgramPickerPage variant="start" />;
}
