import type { PartnerLearnerFilters } from '@portal/domain/staff/partner-learners';
import { recordAudit } from '../../audit/record-audit';
import { learnerQueries } from '../../learner-records/learner-queries';
import type { PartnerContext } from './partner-context';
import {
  PARTNER_LEARNERS_CSV_HEADER,
  partnerLearnerCsvLines,
  partnerLearnerView,
} from './partner-learner-views';
import { partnerTenantIds } from './partner-scope';

/** Learners read per query while the CSV streams: the memory an export holds, whatever its size. */
const BATCH = 500;

/**
 * GET /staff-api/partner/learners.csv (docs/staff-console.md "Partner schools"): every learner of
 * the member's tenants that matches the filters, in the list's order, as CSV lines (one per
 * course). The export is audited (`partner.learners_exported`) before the first line; the lines
 * are then read a batch at a time, with no transaction open while the client reads.
 */
export async function exportPartnerLearners(
  options: PartnerContext & { filters: PartnerLearnerFilters },
): Promise<AsyncIterable<string>> {
  const { db, clock, member, filters } = options;
  const tenantIds = partnerTenantIds(member.scope);
  await db.transaction((tx) =>
    recordAudit(tx, {
      at: clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'partner.learners_exported',
      subjectKind: 'learners',
      subjectId: 'export',
      after: { filters },
    }),
  );
  return (async function* lines() {
    yield PARTNER_LEARNERS_CSV_HEADER;
    for (let offset = 0; ; offset += BATCH) {
      const rows = await learnerQueries.page(db, tenantIds, filters, { limit: BATCH, offset });
      const courses = await learnerQueries.courses(db, rows);
      if (rows.length > 0) {
        yield rows.map((row) => partnerLearnerCsvLines(partnerLearnerView(row, courses))).join('');
      }
      if (rows.length < BATCH) return;
    }
  })();
}
