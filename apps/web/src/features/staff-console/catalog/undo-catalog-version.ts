import type { UndoVersion } from '@portal/domain/catalog/catalog-editing';
import { ENTRY_LISTS, type CatalogEntryKind } from '@portal/domain/catalog/catalog-entry';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';
import type { CatalogEntryViews } from './get-catalog-entry';

/** POST /staff-api/catalog/{kind}/{id}/undo: the entry as it now is, with its history. */
export function useUndoCatalogVersion<K extends CatalogEntryKind>(kind: K, id: string) {
  return useStaffMutation<UndoVersion, CatalogEntryViews[K]>({
    request: (body) => ({
      path: `/staff-api/catalog/${ENTRY_LISTS[kind]}/${encodeURIComponent(id)}/undo`,
      method: 'POST',
      json: body,
    }),
    queryKey: staffKeys.catalogEntry(kind, id),
    stale: staffKeys.catalog(),
  });
}
