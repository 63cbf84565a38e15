import { StudentSearchPage } from '@/features/staff-console/components/student-search-page';

export function Component() {
  return <StudentSearchPage />;
}
