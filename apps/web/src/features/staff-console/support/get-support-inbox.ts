import type { SupportInboxPage } from '@portal/domain/support/support-conversation';
import { staffKeys } from '../shared/staff-keys';
import { inboxFilterParams, type SupportInboxFilters } from './support-inbox-filters';
import { useStaffQuery } from '../shared/use-staff-query';

/**
 * GET /staff-api/support/conversations: a page of the inbox. The filters go as the address bar has
 * them, so the server's rules judge them (a bad one is a 400 naming it).
 */
export function useSupportInbox(filters: SupportInboxFilters) {
  const query = new URLSearchParams(inboxFilterParams(filters)).toString();
  return useStaffQuery<SupportInboxPage>({
    queryKey: staffKeys.supportInbox(filters),
    path: `/staff-api/support/conversations${query ? `?${query}` : ''}`,
    // The table stays while the next page or filter loads, so the reader's place stays too.
    keepPrevious: true,
  });
}
