import {
  DISPUTES_PAGE_SIZE,
  OPEN_DISPUTE_STATUSES,
  type DisputeListQuery,
  type DisputePage,
} from '@portal/domain/ledger/dispute';
import { scopeCoversTenant } from '@portal/domain/staff/staff-roles';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { disputeQueries } from './dispute-queries';
import { scopeTenants } from '@portal/domain/staff/staff-roles';
import { disputeViews } from './dispute-views';

/**
 * GET /staff-api/finance/disputes (docs/disputes.md): a page of disputes within the member's
 * scope, the earliest deadline first, written to the audit log as the support inbox is (the page
 * shows students' names). A tenant outside the scope does not exist for the member (404).
 */
export async function listDisputes(options: {
  db: Database;
  clock: Clock;
  member: SignedInStaff['member'];
  address: string;
  query: DisputeListQuery;
}): Promise<DisputePage> {
  const { db, member, query } = options;
  if (query.tenant !== undefined && !scopeCoversTenant(member.scope, query.tenant)) {
    throw new AppError('NOT_FOUND');
  }
  const filter = {
    tenantIds: query.tenant !== undefined ? [query.tenant] : scopeTenants(member.scope),
    statuses:
      query.status === 'all'
        ? null
        : query.status === 'open'
          ? OPEN_DISPUTE_STATUSES
          : [query.status],
  };
  return db.transaction(async (tx) => {
    // One row more than the page says whether another follows, without counting them all.
    const rows = await disputeQueries.page(tx, filter, {
      limit: DISPUTES_PAGE_SIZE + 1,
      offset: (query.page - 1) * DISPUTES_PAGE_SIZE,
    });
    const shown = rows.slice(0, DISPUTES_PAGE_SIZE);
    await recordAudit(tx, {
      at: options.clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'dispute.listed',
      subjectKind: 'disputes',
      subjectId: 'disputes',
      tenantId: query.tenant ?? null,
      after: { ...query, results: shown.length },
    });
    return {
      disputes: await disputeViews(tx, shown),
      page: query.page,
      pageSize: DISPUTES_PAGE_SIZE,
      hasMore: rows.length > DISPUTES_PAGE_SIZE,
    };
  });
}
