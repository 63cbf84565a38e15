import { useMutation } from '@tanstack/react-query';
import type { PartnerLearnersPage, PartnerPrograms } from '@portal/domain/staff/partner-learners';
import { saveFile } from '@/lib/dom/save-file';
import { staffKeys } from '../shared/staff-keys';
import { useStaffFetch, useStaffQuery } from '../shared/use-staff-query';

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

/**
 * GET /staff-api/partner/learners.csv for the filters on screen (every page), saved as a file. A
 * link cannot carry the staff token, so the file is fetched with it and handed to the browser.
 */
export function useDownloadLearnersCsv() {
  const staffFetch = useStaffFetch();
  return useMutation({
    mutationFn: async (query: string) => {
      const path = `/staff-api/partner/learners.csv${query ? `?${query}` : ''}`;
      saveFile(await staffFetch<Blob>(path, { responseType: 'blob' }), 'learners.csv');
    },
  });
}
