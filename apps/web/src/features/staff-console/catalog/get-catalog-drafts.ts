import type { DraftList } from '@portal/domain/catalog/catalog-editing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/catalog/drafts: the drafts not yet published or discarded. */
export function useCatalogDrafts() {
  return useStaffQuery<DraftList>({
    queryKey: [...staffKeys.catalogDrafts(), 'open'],
    path: '/staff-api/catalog/drafts',
  });
}
