import type { AuditChainCheck } from '@portal/domain/staff/audit-log';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/audit/verification: whether the audit log's chain is intact (provider admin). */
export function useAuditVerification(enabled: boolean) {
  return useStaffQuery<AuditChainCheck>({
    queryKey: staffKeys.auditVerification(),
    path: '/staff-api/audit/verification',
    enabled,
  });
}
