import type { OrderTransaction } from '@portal/domain/enrollment/order-transaction';
import type { CardType } from '@portal/domain/ledger/card-type';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';
import {
  approvalStatusOf,
  type PaymentStatus,
  transactionStatusCode,
} from '@portal/domain/ledger/payment-transaction';
import { transactionStatus } from '@portal/domain/ledger/transaction-status';
import { paymentReceiptStatus, type ReceiptStatus } from '../receipts/receipt-document';
import type { AttemptRow } from './payment-attempt-queries';

const statusOf = (attempt: AttemptRow) => attempt.status as PaymentStatus;

const codeOf = (attempt: AttemptRow) =>
  transactionStatusCode(statusOf(attempt), attempt.amountCents, attempt.settledAt !== null);

/**
 * The attempt's docs/product/entities.md transaction status with its label; null for a prepaid token, which no
 * gateway transaction stands behind.
 */
export function transactionStatusOf(attempt: AttemptRow) {
  if (attempt.paymentMethod === 'PREPAID_TOKEN') return null;
  return { code: codeOf(attempt), label: transactionStatus(codeOf(attempt)).label };
}

/**
 * How a receipt states the attempt's status: 'Approved (Settlement Pending)' until the card's
 * settlement batch closes, 'Approved (Settled Successfully)' after, a bank transfer still
 * processing, or 'Approved' for a prepaid token.
 */
export function attemptReceiptStatus(attempt: AttemptRow): ReceiptStatus {
  return paymentReceiptStatus(
    statusOf(attempt),
    attempt.paymentMethod === 'PREPAID_TOKEN' ? null : codeOf(attempt),
  );
}

/** One payment attempt of an order as the transaction of docs/product/api-calls.md. */
export function transactionView(attempt: AttemptRow): OrderTransaction {
  return {
    transactionId: attempt.id,
    orderId: attempt.orderId,
    amount: attempt.amountCents,
    approvalStatus: approvalStatusOf(statusOf(attempt)),
    transactionStatus: transactionStatusOf(attempt),
    pnref: attempt.pnref,
    responseCode: attempt.responseCode,
    paymentInformation: {
      paymentMethod: attempt.paymentMethod as PaymentMethod,
      cardType: (attempt.cardType as CardType | null) ?? null,
      lastFour: attempt.lastFour,
    },
    date: (attempt.completedAt ?? attempt.createdAt).toISOString(),
  };
}
