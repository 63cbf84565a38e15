import { StaffTeamPage } from '@/features/staff-console/components/staff-team-page';

export function Component() {
  return <StaffTeamPage />;
}
