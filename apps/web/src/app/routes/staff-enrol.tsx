import { StaffEnrolPage } from '@/features/staff-console/components/staff-enrol-page';

export function Component() {
  return <StaffEnrolPage />;
}
