import { PromotionEditorPage } from '@/features/staff-console/catalog/promotion-editor-page';

export function Component() {
  return <PromotionEditorPage />;
}
