import {
  STAFF_LIST_PAGE_SIZE,
  type StaffListPage,
  type StaffListQuery,
} from '@portal/domain/staff/staff-team';
import type { StaffContext } from './staff-context';
import type { StaffMemberRow } from './staff-queries';
import { staffTeamQueries } from './staff-team-queries';
import { staffListItemView } from './staff-views';

/**
 * GET /staff-api/staff (docs/staff-console.md "Managing staff"): a page of the members whose whole
 * scope lies within the admin's, by name, filtered by text, role and status.
 */
export async function listStaffMembers(
  ctx: StaffContext,
  request: { admin: StaffMemberRow; query: StaffListQuery },
): Promise<StaffListPage> {
  const { query } = request;
  const rows = await staffTeamQueries.members(ctx.db, {
    scope: request.admin.scope,
    q: query.q || undefined,
    role: query.role,
    status: query.status,
    offset: (query.page - 1) * STAFF_LIST_PAGE_SIZE,
    limit: STAFF_LIST_PAGE_SIZE + 1,
  });
  return {
    members: rows.slice(0, STAFF_LIST_PAGE_SIZE).map(staffListItemView),
    page: query.page,
    hasMore: rows.length > STAFF_LIST_PAGE_SIZE,
  };
}
