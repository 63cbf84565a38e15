import { CatalogProgramPage } from '@/features/staff-console/catalog/catalog-program-page';

export function Component() {
  return <CatalogProgramPage />;
}
