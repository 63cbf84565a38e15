import type { StaffListPage } from '@portal/domain/staff/staff-team';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/**
 * GET /staff-api/staff: a page of the members within the admin's scope. The filters go as the
 * address has them, so the server's rules judge them (docs/staff-console.md "Managing staff").
 */
export function useStaffList(query: URLSearchParams) {
  const text = query.toString();
  return useStaffQuery<StaffListPage>({
    queryKey: staffKeys.teamPage(text),
    path: `/staff-api/staff${text ? `?${text}` : ''}`,
    keepPrevious: true,
  });
}
