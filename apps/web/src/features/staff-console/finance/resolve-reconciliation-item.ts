import type {
  ReconciliationItemView,
  ResolveReconciliationItem,
} from '@portal/domain/ledger/reconciliation';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';

/** POST /staff-api/finance/reconciliation/items/{id}/resolve: the queue is asked again. */
export function useResolveReconciliationItem(itemId: string) {
  return useStaffMutation<ResolveReconciliationItem, ReconciliationItemView>({
    request: (body) => ({
      path: `/staff-api/finance/reconciliation/items/${encodeURIComponent(itemId)}/resolve`,
      method: 'POST',
      json: body,
    }),
    queryKey: [...staffKeys.reconciliation(), 'item', itemId],
    stale: staffKeys.reconciliation(),
  });
}
