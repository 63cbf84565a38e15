import type { DraftView } from '@portal/domain/catalog/catalog-editing';
import type {
  CatalogEntryKind,
  CategoryFields,
  CourseFields,
} from '@portal/domain/catalog/catalog-entry';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';

/**
 * PUT /staff-api/catalog/drafts/{courses|categories}/{id} (a change) or POST to the kind (a new
 * entry), into `draft` or a new draft: the answer is the draft, put in the cache.
 */
export function useSaveCatalogEntry(target: {
  kind: CatalogEntryKind;
  id?: number;
  draft?: string;
}) {
  const plural = target.kind === 'course' ? 'courses' : 'categories';
  const query = target.draft ? `?draft=${encodeURIComponent(target.draft)}` : '';
  return useStaffMutation<CourseFields | CategoryFields, DraftView>({
    request: (body) => ({
      path: `/staff-api/catalog/drafts/${plural}${target.id === undefined ? '' : `/${target.id}`}${query}`,
      method: target.id === undefined ? 'POST' : 'PUT',
      json: body,
    }),
    queryKey: staffKeys.catalogDraft(target.draft ?? 'new'),
    stale: staffKeys.catalog(),
  });
}
