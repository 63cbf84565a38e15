import type { DraftView } from '@portal/domain/catalog/catalog-editing';
import {
  ENTRY_LISTS,
  type CatalogEntryKind,
  type CategoryFields,
  type CourseFields,
  type ExamFields,
  type PlanFields,
  type ProgramFields,
  type PromotionFields,
} from '@portal/domain/catalog/catalog-entry';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';

/**
 * PUT /staff-api/catalog/drafts/{kind's list}/{id} (a change) or POST to the kind (a new
 * entry), into `draft` or a new draft: the answer is the draft, put in the cache.
 */
export function useSaveCatalogEntry(target: {
  kind: CatalogEntryKind;
  id?: number;
  draft?: string;
}) {
  const plural = ENTRY_LISTS[target.kind];
  const query = target.draft ? `?draft=${encodeURIComponent(target.draft)}` : '';
  return useStaffMutation<
    CourseFields | CategoryFields | ProgramFields | ExamFields | PlanFields | PromotionFields,
    DraftView
  >({
    request: (body) => ({
      path: `/staff-api/catalog/drafts/${plural}${target.id === undefined ? '' : `/${target.id}`}${query}`,
      method: target.id === undefined ? 'POST' : 'PUT',
      json: body,
    }),
    queryKey: staffKeys.catalogDraft(target.draft ?? 'new'),
    stale: staffKeys.catalog(),
  });
}
