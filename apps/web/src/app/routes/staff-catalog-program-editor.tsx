import { ProgramEditorPage } from '@/features/staff-console/catalog/program-editor-page';

export function Component() {
  return <ProgramEditorPage />;
}
