import type { Executor } from '../../db/database';
import { AppError, found } from '../../http/app-error';
import { paymentReceiptStatus, type ReceiptDocument } from '../../receipts/receipt-document';
import { isPaid } from '../../ledger-records/attempt-status';
import { receiptLearner, receiptPaymentMethod } from './get-order-receipt';
import type { Owner } from '../../ledger-records/owner';
import { subscriptionTransaction } from '../../ledger-records/payment-history';
import { receiptBranding, type ReceiptTenant } from './receipt-branding';

/**
 * What the receipt of one paid charge of the learner's plan shows
 * (GET /ledger-api/subscriptions/{id}/transaction/{transactionId}/pdf): a declined or open
 * charge, or another learner's, has none (NOT_FOUND).
 */
export async function getSubscriptionReceipt(options: {
  db: Executor;
  owner: Owner;
  tenant: ReceiptTenant;
  subscriptionId: string;
  transactionId: string;
}): Promise<ReceiptDocument> {
  const { db, owner } = options;
  const charge = found(
    await subscriptionTransaction(db, owner, options.subscriptionId, options.transactionId),
  );
  if (!isPaid(charge.status) || charge.pnref === null) throw new AppError('NOT_FOUND');
  const [learner, branding] = await Promise.all([
    receiptLearner(db, owner),
    receiptBranding(options.tenant),
  ]);
  return {
    kind: 'SUBSCRIPTION_TRANSACTION',
    branding,
    learner,
    items: [
      {
        kind: 'PRODUCT',
        name: charge.description,
        ...(charge.es && { es: { name: charge.es.description } }),
        amountCents: charge.amount,
      },
    ],
    totalCents: charge.amount,
    paymentMethod: receiptPaymentMethod(charge),
    orderNumber: null,
    transactionId: charge.pnref,
    transactionDate: new Date(charge.date),
    status: paymentReceiptStatus(charge.status, charge.transactionStatus),
  };
}
