import type { Executor } from '../../db/database';
import { found } from '../../http/app-error';
import type { Owner } from '../../ledger-records/owner';
import { orderQueries } from '../../ledger-records/order-queries';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import { itemName, type ReceiptDocument } from '../../receipts/receipt-document';
import { receiptLearner, receiptPaymentMethod } from '../payment-records/get-order-receipt';
import { receiptBranding, type ReceiptTenant } from '../payment-records/receipt-branding';
import { refundQueries } from './refund-queries';

/**
 * GET /ledger-api/orders/{id}/refunds/{refundId}/pdf (docs/refunds.md): the credit note of a
 * refund of the owner's payment, drawn by the receipts' machinery. Only money given back (or on
 * its way, for a bank credit) has one: a refund waiting, declined or refused is NOT_FOUND, as is
 * another learner's.
 */
export async function getCreditNote(options: {
  db: Executor;
  owner: Owner;
  tenant: ReceiptTenant;
  orderId: string;
  refundId: string;
}): Promise<ReceiptDocument> {
  const { db, owner, orderId } = options;
  const refund = found(await refundQueries.one(db, owner, orderId, options.refundId));
  const given = refund.status === 'REFUNDED' || refund.status === 'PROCESSING';
  const attempt = found(
    given
      ? await paymentAttemptQueries.orderAttempt(db, owner, orderId, refund.attemptId)
      : undefined,
  );
  const [first] = await orderQueries.items(db, orderId);
  return {
    kind: 'CREDIT_NOTE',
    branding: await receiptBranding(options.tenant),
    learner: await receiptLearner(db, owner),
    items: [
      {
        kind: 'REFUND',
        of: first ? itemName(first) : null,
        payment: attempt.pnref ?? attempt.id,
        amountCents: -refund.amountCents,
      },
    ],
    totalCents: -refund.amountCents,
    paymentMethod: receiptPaymentMethod(attempt),
    orderNumber: orderId,
    transactionId: refund.transactionId ?? refund.id,
    transactionDate: refund.completedAt ?? refund.createdAt,
    status: { kind: refund.status === 'REFUNDED' ? 'REFUNDED' : 'REFUND_PROCESSING' },
  };
}
