import { CategoryEditorPage } from '@/features/staff-console/catalog/category-editor-page';

export function Component() {
  return <CategoryEditorPage />;
}
