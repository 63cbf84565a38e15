import { PlanEditorPage } from '@/features/staff-console/catalog/plan-editor-page';

export function Component() {
  return <PlanEditorPage />;
}
