import { StaffTeamPage } from '@/features/staff-console/team/staff-team-page';

export function Component() {
  return <StaffTeamPage />;
}
