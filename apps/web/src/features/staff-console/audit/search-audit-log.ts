import type { AuditPage } from '@portal/domain/staff/audit-log';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/**
 * GET /staff-api/audit: a page of the audit log for the filters of the address, sent as they are
 * so the server's rules judge them (docs/staff-console.md "Audit log"). Each call is audited.
 */
export function useAuditSearch(query: string) {
  return useStaffQuery<AuditPage>({
    queryKey: staffKeys.auditSearch(query),
    path: `/staff-api/audit${query ? `?${query}` : ''}`,
    keepPrevious: true,
  });
}
