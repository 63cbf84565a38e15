import type { PartnerLearnerFilters } from '@portal/domain/staff/partner-learners';
import type { Executor } from '../../db/database';
import { learnerQueries } from '../../learner-records/learner-queries';
import { learnerView } from '../../learner-records/learner-views';
import { PARTNER_LEARNERS_CSV_HEADER, partnerLearnerCsvLines } from './partner-learner-views';

/** Learners read per query while the CSV is written: the memory it holds, whatever its size. */
const BATCH = 500;

/**
 * The learners CSV of docs/staff-console.md "Partner schools": the header, then every learner of
 * the tenants that matches the filters, in the list's order, a batch at a time. The download
 * streams it; the scheduled mailing gathers it into its attachment.
 */
export async function* partnerLearnersCsv(
  db: Executor,
  tenantIds: readonly string[] | null,
  filters: PartnerLearnerFilters,
): AsyncIterable<string> {
  yield PARTNER_LEARNERS_CSV_HEADER;
  for (let offset = 0; ; offset += BATCH) {
    const rows = await learnerQueries.page(db, tenantIds, filters, { limit: BATCH, offset });
    const courses = await learnerQueries.courses(db, rows);
    if (rows.length > 0) {
      yield rows.map((row) => partnerLearnerCsvLines(learnerView(row, courses))).join('');
    }
    if (rows.length < BATCH) return;
  }
}
