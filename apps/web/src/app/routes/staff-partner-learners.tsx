import { LearnersPage } from '@/features/staff-console/partner/learners-page';

export function Component() {
  return <LearnersPage />;
}
