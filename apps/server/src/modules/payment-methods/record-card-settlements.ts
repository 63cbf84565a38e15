import type { Database } from '../../db/database';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import { subscriptionQueries } from '../../ledger-records/subscription-queries';
import type { PaymentProviders } from '../../payments/payment-provider';

/** Captures one run asks about at most, of orders and of plans each; the next run takes the rest. */
const BATCH = 500;

/**
 * Records the card gateway's settlement batch (docs/billing.md "Card settlement"): each card
 * capture not yet settled, an order's payment or a plan's charge, is looked up at the gateway by
 * its request id, and one the gateway reports settled is recorded so, once. Its payment then shows
 * Settled Successfully instead of Settlement Pending. A capture not settled yet is asked again by
 * the next run.
 */
export async function recordCardSettlements(options: {
  db: Database;
  providers: PaymentProviders;
  now: () => Date;
}): Promise<void> {
  const { db, now } = options;
  const gateway = options.providers.CREDIT_CARD;
  const settled = async (requestId: string) => (await gateway.findResult(requestId))?.settled;
  for (const { id } of await paymentAttemptQueries.unsettledCardCaptures(db, BATCH)) {
    if (await settled(id)) await paymentAttemptQueries.recordSettled(db, id, now());
  }
  for (const { id } of await subscriptionQueries.unsettledCardCharges(db, BATCH)) {
    if (await settled(id)) await subscriptionQueries.recordChargeSettled(db, id, now());
  }
}
