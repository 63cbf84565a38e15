import { PasswordForgottenPage } from '@/features/auth/components/password-forgotten-page';

export function Component() {
  return <PasswordForgottenPage />;
}
