import { CourseEditorPage } from '@/features/staff-console/catalog/course-editor-page';

export function Component() {
  return <CourseEditorPage />;
}
