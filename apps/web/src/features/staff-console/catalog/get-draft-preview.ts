import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** The kinds whose storefront page a draft can be previewed on (a plan's is its program's). */
export type PreviewKind = 'courses' | 'programs' | 'plans';

/** GET /staff-api/catalog/drafts/{id}/{kind}/{entryId}/preview: the page's data with the draft. */
export function useDraftPreview<Data>(draftId: string, kind: PreviewKind, entryId: string) {
  return useStaffQuery<Data>({
    queryKey: staffKeys.catalogPreview(draftId, kind, entryId),
    path: `/staff-api/catalog/drafts/${encodeURIComponent(draftId)}/${kind}/${encodeURIComponent(entryId)}/preview`,
  });
}
