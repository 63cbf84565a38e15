import { PasswordResetPage } from '@/features/auth/components/password-reset-page';

export function Component() {
  return <PasswordResetPage />;
}
