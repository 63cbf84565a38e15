import type { Database } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { courseworkQueries } from '../../coursework-records/coursework-queries';
import { priorCreditQueries } from './prior-credit-queries';
import { queueCourseworkNotice } from './transcript-notices';

const BATCH = 200;

/**
 * The sandbox prior-credit reviewer (docs/transcripts.md): grants each request whose review is due. The
 * course becomes PRIOR_CREDIT (enrolled or not before), with its courseworkEntity event and the
 * student's mail, in one transaction; a request is granted once, whichever instance runs it.
 */
export async function reviewPriorCredit(context: {
  db: Database;
  tenants: TenantRegistry;
  now: () => Date;
}): Promise<number> {
  let granted = 0;
  for (; granted < BATCH; granted++) {
    const done = await context.db.transaction(async (tx) => {
      const at = context.now();
      const due = await priorCreditQueries.lockDue(tx, at);
      if (!due) return false;
      const request = await priorCreditQueries.grant(tx, due.id, at);
      if (!request) return true;
      const [product] = await courseworkQueries.products(tx, [request.productId]);
      const owner = { tenantId: request.tenantId, userId: request.userId };
      await courseworkQueries.creditCourse(tx, {
        ...owner,
        productId: request.productId,
        requiredItems: product?.modules.length ?? 0,
      });
      await outboxQueries.write(tx, {
        ...owner,
        subject: 'courseworkEntity',
        payload: { productIds: [request.productId] },
        now: at,
      });
      await queueCourseworkNotice(tx, {
        tenants: context.tenants,
        ...owner,
        notice: { kind: 'prior-credit-granted', courseName: product?.name ?? '' },
        at,
      });
      return true;
    });
    if (!done) break;
  }
  return granted;
}
