import type { PartnerMailing, PartnerMailingBody } from '@portal/domain/staff/partner-mailing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation, useStaffQuery } from '../shared/use-staff-query';

const pathOf = (tenantId: string) =>
  `/staff-api/partner/tenants/${encodeURIComponent(tenantId)}/learners-mailing`;

/** GET /staff-api/partner/tenants/{tenantId}/learners-mailing: the school's schedule. */
export function useLearnersMailing(tenantId: string) {
  return useStaffQuery<PartnerMailing>({
    queryKey: staffKeys.partnerMailing(tenantId),
    path: pathOf(tenantId),
  });
}

/** PUT the same: the answer is the mailing as saved, put in the cache as it is. */
export function useSaveLearnersMailing(tenantId: string) {
  return useStaffMutation<PartnerMailingBody, PartnerMailing>({
    request: (body) => ({ path: pathOf(tenantId), method: 'PUT', json: body }),
    queryKey: staffKeys.partnerMailing(tenantId),
    stale: staffKeys.partnerMailing(tenantId),
  });
}
