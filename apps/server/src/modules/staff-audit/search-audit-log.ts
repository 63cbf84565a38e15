import {
  AUDIT_PAGE_SIZE,
  type AuditPage,
  type AuditSearchQuery,
} from '@portal/domain/staff/audit-log';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { auditEntryView } from './audit-entry-views';
import { auditSearchQueries } from './audit-search-queries';
import { auditVisibility, givenFilters, readAuditFilters } from './audit-visibility';

/**
 * A page of the audit log the member may read, newest or oldest first (docs/staff-console.md "Audit log"),
 * and the read itself written to the log in the same transaction (`audit.searched`).
 */
export async function searchAuditLog(options: {
  db: Database;
  clock: Clock;
  member: SignedInStaff['member'];
  query: AuditSearchQuery;
  address: string;
}): Promise<AuditPage> {
  const { db, clock, member, query, address } = options;
  const { before, after, sort, dir, ...filters } = query;
  const seq = dir === 'desc' ? before : after;
  return db.transaction(async (tx) => {
    const visibility = await auditVisibility({ db: tx, member });
    // One row more than the page says whether another page follows.
    const rows = await auditSearchQueries.page(tx, visibility, readAuditFilters(filters), {
      start: { dir, seq },
      limit: AUDIT_PAGE_SIZE + 1,
    });
    const shown = rows.slice(0, AUDIT_PAGE_SIZE);
    await recordAudit(tx, {
      at: clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address,
      action: 'audit.searched',
      subjectKind: 'audit_log',
      subjectId: 'search',
      after: {
        filters: givenFilters(filters),
        sort,
        dir,
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
        results: shown.length,
      },
    });
    const next = rows.length > AUDIT_PAGE_SIZE ? shown.at(-1)!.seq : null;
    return {
      entries: shown.map(auditEntryView),
      nextBefore: dir === 'desc' ? next : null,
      nextAfter: dir === 'asc' ? next : null,
    };
  });
}
