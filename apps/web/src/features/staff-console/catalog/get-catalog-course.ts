import type { CatalogCourseView } from '@portal/domain/catalog/catalog-editing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/catalog/courses/{id}: the live course, its open drafts and its versions. */
export function useCatalogCourse(courseId: string) {
  return useStaffQuery<CatalogCourseView>({
    queryKey: staffKeys.catalogCourse(courseId),
    path: `/staff-api/catalog/courses/${encodeURIComponent(courseId)}`,
  });
}
