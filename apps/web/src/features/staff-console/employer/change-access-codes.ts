import type {
  AccessCode,
  AccessCodeBatchCreate,
  AccessCodeBatchDetail,
  AccessCodeRevocation,
} from '@portal/domain/staff/employer-codes';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';

/** POST /staff-api/employer/batches: the new batch, cached as its own page would read it. */
export function useGenerateAccessCodes() {
  return useStaffMutation<AccessCodeBatchCreate, AccessCodeBatchDetail>({
    request: (json) => ({ path: '/staff-api/employer/batches', method: 'POST', json }),
    queryKey: [...staffKeys.employerBatches(), 'generated'],
    stale: [...staffKeys.employerBatches(), 'page'],
  });
}

/** POST /staff-api/employer/batches/{id}/revocation: the batch as it stands after. */
export function useRevokeAccessCodeBatch(batchId: string) {
  return useStaffMutation<AccessCodeRevocation, AccessCodeBatchDetail>({
    request: (json) => ({
      path: `/staff-api/employer/batches/${encodeURIComponent(batchId)}/revocation`,
      method: 'POST',
      json,
    }),
    queryKey: staffKeys.employerBatch(batchId),
    // The list's counts change; the batch itself is the answer, not read again.
    stale: [...staffKeys.employerBatches(), 'page'],
  });
}

/** POST /staff-api/employer/codes/{code}/revocation: the batch is read again, with its counts. */
export function useRevokeAccessCode(batchId: string, code: string) {
  return useStaffMutation<AccessCodeRevocation, AccessCode>({
    request: (json) => ({
      path: `/staff-api/employer/codes/${encodeURIComponent(code)}/revocation`,
      method: 'POST',
      json,
    }),
    queryKey: [...staffKeys.employerBatch(batchId), 'code', code],
    stale: staffKeys.employerBatch(batchId),
  });
}
