import { CatalogPage } from '@/features/staff-console/catalog/catalog-page';

export function Component() {
  return <CatalogPage />;
}
