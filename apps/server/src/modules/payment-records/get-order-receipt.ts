import type { CardType } from '@portal/domain/ledger/card-type';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';
import type { Executor } from '../../db/database';
import { queryAll } from '../../db/query-all';
import { AppError, found } from '../../http/app-error';
import {
  itemName,
  lastFour,
  type ReceiptDocument,
  type ReceiptItem,
  type ReceiptPaymentMethod,
} from '../../receipts/receipt-document';
import { getUserProfile } from '../users/user-profile';
import { isPaid } from '../../ledger-records/attempt-status';
import { orderQueries } from '../../ledger-records/order-queries';
import { type Owner } from '../../ledger-records/owner';
import {
  type AttemptRow,
  paymentAttemptQueries,
} from '../../ledger-records/payment-attempt-queries';
import { receiptBranding, type ReceiptTenant } from './receipt-branding';
import { attemptReceiptStatus } from '../../ledger-records/transaction-views';

type ItemRow = Awaited<ReturnType<typeof orderQueries.items>>[number];

/**
 * What the receipt of the owner's paid order shows (GET /ledger-api/orders/{id}/pdf), or, given a
 * transaction id, of that one payment (GET .../transactions/{transactionId}/pdf). A receipt
 * records money that was taken, so only the approved attempt has one: an unpaid order, an attempt
 * still open or declined, and another user's or tenant's order are all NOT_FOUND.
 */
export async function getOrderReceipt(options: {
  db: Executor;
  owner: Owner;
  /** The request's tenant: its folder (the logo file) and the config in force now. */
  tenant: ReceiptTenant;
  orderId: string;
  transactionId?: string;
}): Promise<ReceiptDocument> {
  const { db, owner, orderId, transactionId } = options;
  // The paying attempt is what paid the order: the two move to paid in one transaction.
  const attempt = found(
    transactionId === undefined
      ? await paymentAttemptQueries.successfulAttempt(db, owner, orderId)
      : await paymentAttemptQueries.orderAttempt(db, owner, orderId, transactionId),
  );
  const { pnref } = attempt;
  if (!isPaid(attempt.status) || pnref === null) throw new AppError('NOT_FOUND');
  const [items, learner, branding] = await queryAll(db, [
    () => orderQueries.items(db, orderId),
    () => receiptLearner(db, owner),
    () => receiptBranding(options.tenant),
  ]);
  return {
    kind: transactionId === undefined ? 'ORDER' : 'ORDER_TRANSACTION',
    branding,
    learner,
    items: receiptItems(items, attempt),
    totalCents: attempt.amountCents,
    paymentMethod: receiptPaymentMethod(attempt),
    // The order's id as stored, which is what the confirmation page shows as its number.
    orderNumber: attempt.orderId,
    transactionId: pnref,
    transactionDate: attempt.completedAt ?? attempt.createdAt,
    status: attemptReceiptStatus(attempt),
  };
}

/**
 * The order's items, and a line for what a promotion took off (docs/product/entities.md promotion kinds: a
 * discount, or all of today's charge when payment is deferred), so that the lines add up to the
 * amount charged.
 */
function receiptItems(items: ItemRow[], attempt: AttemptRow): ReceiptItem[] {
  const lines: ReceiptItem[] = items.map((item) => ({
    kind: 'PRODUCT',
    ...itemName(item),
    amountCents: item.priceCents,
  }));
  const difference = attempt.amountCents - lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (difference === 0) return lines;
  const { promoCode } = attempt;
  return [
    ...lines,
    promoCode
      ? { kind: 'PROMOTION', code: promoCode, amountCents: difference }
      : { kind: 'ADJUSTMENT', amountCents: difference },
  ];
}

/** How a payment was made, as a receipt names it: a brand and the last four digits at most. */
export function receiptPaymentMethod(
  attempt: Pick<AttemptRow, 'paymentMethod' | 'cardType' | 'lastFour'>,
): ReceiptPaymentMethod {
  const method = attempt.paymentMethod as PaymentMethod;
  switch (method) {
    case 'CREDIT_CARD':
      return {
        method,
        brand: attempt.cardType as CardType,
        lastFour: lastFour(attempt.lastFour ?? ''),
      };
    case 'ACH':
      return { method, lastFour: lastFour(attempt.lastFour ?? '') };
    case 'PAYPAL':
    case 'PREPAID_TOKEN':
      return { method };
  }
}

/** The learner as a receipt names them, with the language they chose to read in. */
export async function receiptLearner(
  db: Executor,
  owner: Owner,
): Promise<ReceiptDocument['learner']> {
  const learner = await getUserProfile({ db, tenantId: owner.tenantId, userId: owner.userId });
  return {
    fullName: `${learner.firstName} ${learner.lastName}`,
    email: learner.email,
    language: learner.language,
  };
}
