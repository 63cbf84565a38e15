import { CatalogDraftPage } from '@/features/staff-console/catalog/catalog-draft-page';

export function Component() {
  return <CatalogDraftPage />;
}
