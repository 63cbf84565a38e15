import { CatalogPlanPage } from '@/features/staff-console/catalog/catalog-plan-page';

export function Component() {
  return <CatalogPlanPage />;
}
