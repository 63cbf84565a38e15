import type { LiveCatalog } from '@portal/domain/catalog/catalog-editing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/catalog: the live courses and categories as entries, and the export's files. */
export function useLiveCatalog() {
  return useStaffQuery<LiveCatalog>({
    queryKey: [...staffKeys.catalog(), 'live'],
    path: '/staff-api/catalog',
  });
}
