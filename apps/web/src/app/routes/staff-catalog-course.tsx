import { CatalogCoursePage } from '@/features/staff-console/catalog/catalog-course-page';

export function Component() {
  return <CatalogCoursePage />;
}
