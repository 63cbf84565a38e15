import type { AuditFilters } from '@portal/domain/staff/audit-log';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { AUDIT_CSV_HEADER, auditCsvLine } from './audit-entry-views';
import { auditSearchQueries } from './audit-search-queries';
import { auditVisibility, givenFilters, readAuditFilters } from './audit-visibility';

/** Entries read per query while the CSV streams: the memory an export holds, whatever its size. */
const BATCH = 500;

/**
 * The entries the member may read that match, as CSV lines newest first (docs/staff-console.md
 * "Audit log"). The export is written to the log (`audit.exported`) before the first line; the
 * lines are then read a batch at a time down `seq`, so an export of a million entries holds one
 * batch in memory and no transaction open while the client reads.
 */
export async function exportAuditLog(options: {
  db: Database;
  clock: Clock;
  member: SignedInStaff['member'];
  filters: AuditFilters;
  address: string;
}): Promise<AsyncIterable<string>> {
  const { db, clock, member, filters, address } = options;
  const visibility = await db.transaction(async (tx) => {
    await recordAudit(tx, {
      at: clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address,
      action: 'audit.exported',
      subjectKind: 'audit_log',
      subjectId: 'export',
      after: { filters: givenFilters(filters) },
    });
    return auditVisibility({ db: tx, member });
  });
  const read = readAuditFilters(filters);
  return (async function* lines() {
    yield AUDIT_CSV_HEADER;
    let before: number | undefined;
    for (;;) {
      const rows = await auditSearchQueries.page(db, visibility, read, {
        start: { dir: 'desc', seq: before },
        limit: BATCH,
      });
      if (rows.length > 0) yield rows.map(auditCsvLine).join('');
      if (rows.length < BATCH) return;
      before = rows.at(-1)!.seq;
    }
  })();
}
