import { StudentSearchPage } from '@/features/staff-console/students/student-search-page';

export function Component() {
  return <StudentSearchPage />;
}
