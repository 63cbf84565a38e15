import { StudentRecordPage } from '@/features/staff-console/students/student-record-page';

export function Component() {
  return <StudentRecordPage />;
}
