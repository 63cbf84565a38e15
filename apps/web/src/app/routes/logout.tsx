import { LogoutPage } from '@/features/auth/components/logout-page';

export function Component() {
  return <LogoutPage />;
}
