import { SponsoredLearnersPage } from '@/features/staff-console/employer/sponsored-learners-page';

export function Component() {
  return <SponsoredLearnersPage />;
}
