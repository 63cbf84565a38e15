import { CatalogPromotionPage } from '@/features/staff-console/catalog/catalog-promotion-page';

export function Component() {
  return <CatalogPromotionPage />;
}
