import type { PartnerLearnersPage } from '@portal/domain/staff/partner-learners';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/employer/learners: a page of the learners who redeemed the employer's codes. */
export function useSponsoredLearners(query: string) {
  return useStaffQuery<PartnerLearnersPage>({
    queryKey: staffKeys.employerLearners(query),
    path: `/staff-api/employer/learners${query ? `?${query}` : ''}`,
    keepPrevious: true,
  });
}
