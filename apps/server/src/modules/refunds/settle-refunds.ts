import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { PaymentProviders } from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { moveRefund } from './move-refund';
import { refundQueries } from './refund-queries';

/** Refunds one run asks about at most; the next run takes the rest. */
const BATCH = 200;

/**
 * Asks the providers about refunds whose answer is still to come (docs/refunds.md): a bank credit
 * on its way (PROCESSING, then REFUNDED), or a refund whose answer was lost (UNKNOWN). The same
 * request id answers the first result, so asking never moves money again. One refund's failure
 * does not stop the others.
 */
export async function settleRefunds(context: {
  db: Database;
  clock: Clock;
  providers: PaymentProviders;
  tenants: TenantRegistry;
}): Promise<void> {
  for (const refund of await refundQueries.open(context.db, BATCH)) {
    await moveRefund({ ...context, refund, member: null, address: 'settle-refunds' }).catch(
      () => undefined,
    );
  }
}
