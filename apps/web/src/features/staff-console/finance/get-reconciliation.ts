import type { ReconciliationQueue } from '@portal/domain/ledger/reconciliation';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/finance/reconciliation: the imported days, newest first, with their items. */
export function useReconciliation() {
  return useStaffQuery<ReconciliationQueue>({
    queryKey: staffKeys.reconciliation(),
    path: '/staff-api/finance/reconciliation',
  });
}
