import type { DisputePage } from '@portal/domain/ledger/dispute';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/finance/disputes?status=&tenant=&page=, by the query string the page holds. */
export function useDisputes(query: string) {
  return useStaffQuery<DisputePage>({
    queryKey: staffKeys.disputesPage(query),
    path: `/staff-api/finance/disputes${query ? `?${query}` : ''}`,
    keepPrevious: true,
  });
}
