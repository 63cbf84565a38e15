import type { PartnerLearnersPage, PartnerPrograms } from '@portal/domain/staff/partner-learners';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/**
 * GET /staff-api/partner/learners: a page of the member's learners. The filters, order and page
 * go as the address has them, so the server's rules (docs/staff-console.md "Partner schools")
 * judge them.
 */
export function usePartnerLearners(query: string) {
  return useStaffQuery<PartnerLearnersPage>({
    queryKey: staffKeys.partnerLearners(query),
    path: `/staff-api/partner/learners${query ? `?${query}` : ''}`,
    // The table stays while the next page loads, so the reader's place stays too.
    keepPrevious: true,
  });
}

/** GET /staff-api/partner/programs: the programs the filter offers. */
export function usePartnerPrograms() {
  return useStaffQuery<PartnerPrograms>({
    queryKey: staffKeys.partnerPrograms(),
    path: '/staff-api/partner/programs',
  });
}
