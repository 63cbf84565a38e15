import type { ReconciliationQueue } from '@portal/domain/ledger/reconciliation';
import type { Database } from '../../db/database';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { reconciliationQueries } from './reconciliation-queries';
import { scopeTenants } from '@portal/domain/staff/staff-roles';
import { dayView } from './reconciliation-views';

/** How many imported days the queue shows: a month of each gateway. */
const DAYS_SHOWN = 31;

/**
 * GET /staff-api/finance/reconciliation (docs/reconciliation.md "The queue"): the latest days per
 * gateway, each with the items the member's scope reaches. Items name transactions and amounts,
 * never a student, so reading the queue is not audited (resolving an item is).
 */
export async function listReconciliationDays(options: {
  db: Database;
  member: SignedInStaff['member'];
}): Promise<ReconciliationQueue> {
  const { db, member } = options;
  const days = await reconciliationQueries.latestDays(db, DAYS_SHOWN);
  const items = await reconciliationQueries.itemsOfDays(
    db,
    scopeTenants(member.scope),
    days.map((day) => day.id),
  );
  return {
    days: days.map((day) =>
      dayView(
        day,
        items.filter((item) => item.dayId === day.id),
      ),
    ),
  };
}
