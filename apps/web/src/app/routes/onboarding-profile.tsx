import { ProfilePage } from '@/features/onboarding/components/profile-page';

export function Component() {
  return <ProfilePage />;
}
