import type { DisputeResponse, DisputeView } from '@portal/domain/ledger/dispute';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';

/** POST /staff-api/finance/disputes/{id}/response: the evidence; the lists are asked again. */
export function useRespondToDispute(disputeId: string) {
  return useStaffMutation<DisputeResponse, DisputeView>({
    request: (response) => ({
      path: `/staff-api/finance/disputes/${encodeURIComponent(disputeId)}/response`,
      method: 'POST',
      json: response,
    }),
    queryKey: [...staffKeys.disputes(), 'dispute', disputeId],
    stale: staffKeys.disputes(),
  });
}
