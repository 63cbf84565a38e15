import { StudentRecordPage } from '@/features/staff-console/components/student-record-page';

export function Component() {
  return <StudentRecordPage />;
}
