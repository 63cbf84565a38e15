import type { CatalogImport, DraftView } from '@portal/domain/catalog/catalog-editing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';

/** POST /staff-api/catalog/imports: the chosen files become a new draft of what differs. */
export function useImportCatalogFiles() {
  return useStaffMutation<CatalogImport, DraftView>({
    request: (body) => ({ path: '/staff-api/catalog/imports', method: 'POST', json: body }),
    queryKey: staffKeys.catalogDraft('imported'),
    stale: staffKeys.catalog(),
  });
}
