import { SignedInRedirect } from '@/features/auth/components/signed-in-redirect';
import { ProgramPickerPage } from '@/features/enrollment/components/program-picker-page';
import { useIsLoggedIn } from '@/lib/use-auth-session';

/** /enrollment/start (paid-selective): signed-in learners go to their landing route (SPEC §2). */
export function Component() {
  return useIsLoggedIn() ? <SignedInRedirect /> : <ProgramPickerPage variant="start" />;
}
