import type { CatalogCourseView, UndoVersion } from '@portal/domain/catalog/catalog-editing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';

/** POST /staff-api/catalog/courses/{id}/undo: the course as it now is, with its history. */
export function useUndoCourseVersion(courseId: string) {
  return useStaffMutation<UndoVersion, CatalogCourseView>({
    request: (body) => ({
      path: `/staff-api/catalog/courses/${encodeURIComponent(courseId)}/undo`,
      method: 'POST',
      json: body,
    }),
    queryKey: staffKeys.catalogCourse(courseId),
    stale: staffKeys.catalog(),
  });
}
