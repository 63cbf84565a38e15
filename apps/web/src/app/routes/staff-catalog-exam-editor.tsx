import { ExamEditorPage } from '@/features/staff-console/catalog/exam-editor-page';

export function Component() {
  return <ExamEditorPage />;
}
