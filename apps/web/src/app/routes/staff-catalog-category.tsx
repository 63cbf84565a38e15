import { CatalogCategoryPage } from '@/features/staff-console/catalog/catalog-category-page';

export function Component() {
  return <CatalogCategoryPage />;
}
