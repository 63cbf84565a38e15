import type { OrderTransaction } from '@portal/domain/enrollment/order-transaction';
import type { Executor } from '../../db/database';
import { found } from '../../http/app-error';
import { type Owner } from '../../ledger-records/owner';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import { transactionView } from '../../ledger-records/transaction-views';

/**
 * GET /ledger-api/orders/{id}/transactions/{transactionId}: one payment attempt of the owner's
 * order, whatever its outcome. Another user's, another tenant's or another order's attempt is
 * NOT_FOUND, like a missing one (ASVS 8.2.2).
 */
export async function getOrderTransaction(options: {
  db: Executor;
  owner: Owner;
  orderId: string;
  transactionId: string;
}): Promise<OrderTransaction> {
  const { db, owner, orderId, transactionId } = options;
  return transactionView(
    found(await paymentAttemptQueries.orderAttempt(db, owner, orderId, transactionId)),
  );
}
