import type { Database } from '../../db/database';
import { staffReviewTenantIds } from '../../tenancy/registrar-decisions';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { grantPriorCredit } from './decide-prior-credit';
import { priorCreditQueries } from './prior-credit-queries';

const BATCH = 200;

/**
 * The sandbox prior-credit reviewer (docs/transcripts.md): grants each request whose review is due. The
 * course becomes PRIOR_CREDIT (enrolled or not before), with its courseworkEntity event and the
 * student's mail, in one transaction; a request is granted once, whichever instance runs it.
 * Tenants whose registrar decides (docs/staff-console.md) are skipped.
 */
export async function reviewPriorCredit(context: {
  db: Database;
  tenants: TenantRegistry;
  now: () => Date;
}): Promise<number> {
  const staffReview = staffReviewTenantIds(context.tenants);
  let granted = 0;
  for (; granted < BATCH; granted++) {
    const done = await context.db.transaction(async (tx) => {
      const at = context.now();
      const due = await priorCreditQueries.lockDue(tx, at, staffReview);
      if (!due) return false;
      await grantPriorCredit(tx, { tenants: context.tenants, id: due.id, at });
      return true;
    });
    if (!done) break;
  }
  return granted;
}
