import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/catalog/drafts/{id}/courses/{courseId}/preview: the course page's data. */
export function useCatalogPreview(draftId: string, courseId: string) {
  return useStaffQuery<ProductDetail>({
    queryKey: staffKeys.catalogPreview(draftId, courseId),
    path: `/staff-api/catalog/drafts/${encodeURIComponent(draftId)}/courses/${encodeURIComponent(courseId)}/preview`,
  });
}
