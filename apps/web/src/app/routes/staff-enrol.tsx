import { StaffEnrolPage } from '@/features/staff-console/team/staff-enrol-page';

export function Component() {
  return <StaffEnrolPage />;
}
