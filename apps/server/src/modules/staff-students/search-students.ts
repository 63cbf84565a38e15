import {
  STUDENT_SEARCH_PAGE_SIZE,
  studentSearchTerms,
  type StudentSearchPage,
  type StudentSearchSort,
} from '@portal/domain/staff/student-lookup';
import type { SortDirection } from '@portal/domain/staff/list-sort';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { membershipQueries } from '../../ledger-records/membership-queries';
import { orderQueries } from '../../ledger-records/order-queries';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { searchStudents } from '../users/find-students';

/**
 * Finds students by name, e-mail, phone or order number within the member's scope
 * (docs/staff-console.md "Finding a student"), and writes the search to the audit log with the
 * answer: a search reads students' names and addresses, as a record does.
 */
export async function searchStudentsAsStaff(options: {
  db: Database;
  clock: Clock;
  member: SignedInStaff['member'];
  q: string;
  page: number;
  sort: StudentSearchSort;
  dir: SortDirection;
  address: string;
}): Promise<StudentSearchPage> {
  const { db, clock, member, q, page, sort, dir, address } = options;
  const scope = member.scope;
  let terms = studentSearchTerms(q);
  if (terms.kind === 'ids') {
    const tenantIds = scope.kind === 'all_tenants' ? null : scope.tenantIds;
    const owner = await orderQueries.orderOwner(db, terms.ids[0]!, tenantIds);
    if (owner) terms = { kind: 'ids', ids: [...terms.ids, owner.userId] };
  }
  return db.transaction(async (tx) => {
    // One row more than the page says whether there is a next page, without counting them all.
    const rows = await searchStudents({
      db: tx,
      scope,
      terms,
      sort: { sort, dir },
      limit: STUDENT_SEARCH_PAGE_SIZE + 1,
      offset: (page - 1) * STUDENT_SEARCH_PAGE_SIZE,
    });
    const shown = rows.slice(0, STUDENT_SEARCH_PAGE_SIZE);
    const statuses = await membershipQueries.membershipsOf(
      tx,
      shown.map((row) => ({ tenantId: row.tenantId, userId: row.id })),
    );
    const statusOf = new Map(statuses.map((m) => [`${m.tenantId}/${m.userId}`, m.status]));
    await recordAudit(tx, {
      at: clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address,
      action: 'students.searched',
      subjectKind: 'students',
      subjectId: 'search',
      after: { q, page, sort, dir, results: shown.length },
    });
    return {
      students: shown.map((row) => ({
        ...row,
        membershipStatus: statusOf.get(`${row.tenantId}/${row.id}`) ?? null,
      })),
      page,
      pageSize: STUDENT_SEARCH_PAGE_SIZE,
      hasMore: rows.length > STUDENT_SEARCH_PAGE_SIZE,
    };
  });
}
