import { CatalogExamPage } from '@/features/staff-console/catalog/catalog-exam-page';

export function Component() {
  return <CatalogExamPage />;
}
