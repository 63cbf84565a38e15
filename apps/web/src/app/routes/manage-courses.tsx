import { ManageCoursesPage } from '@/features/courses/components/manage-courses-page';

export function Component() {
  return <ManageCoursesPage />;
}
