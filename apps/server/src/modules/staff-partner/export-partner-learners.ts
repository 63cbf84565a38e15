import type { PartnerLearnerFilters } from '@portal/domain/staff/partner-learners';
import { recordAudit } from '../../audit/record-audit';
import type { PartnerContext } from './partner-context';
import { partnerLearnersCsv } from './partner-learners-csv';
import { partnerTenantIds } from './partner-scope';

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
  return partnerLearnersCsv(db, partnerTenantIds(member.scope), filters);
}
