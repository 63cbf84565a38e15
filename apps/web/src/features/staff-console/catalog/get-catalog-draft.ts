import type { DraftView } from '@portal/domain/catalog/catalog-editing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/catalog/drafts/{id}: each entry against what is live, and its problems. */
export function useCatalogDraft(draftId: string, enabled = true) {
  return useStaffQuery<DraftView>({
    queryKey: staffKeys.catalogDraft(draftId),
    path: `/staff-api/catalog/drafts/${encodeURIComponent(draftId)}`,
    enabled,
  });
}
