import type { ApprovalStatus } from '@portal/domain/coursework/approval-status';
import type { OrderTransaction } from '@portal/domain/enrollment/order-transaction';
import type { CardType } from '@portal/domain/ledger/card-type';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';
import { transactionStatus } from '@portal/domain/ledger/transaction-status';
import type { AttemptRow } from './payment-attempt-queries';

// Payflow TRANSSTATE values (SPEC §3 transaction status codes) an attempt can stand for.
const ACCOUNT_VERIFICATION = 0;
const GENERAL_ERROR = 1;
const SETTLEMENT_PENDING = 6;

/** SPEC §3 approval status: Pending until the gateway's answer settles the attempt. */
export function approvalStatusOf(attempt: AttemptRow): ApprovalStatus {
  if (attempt.status === 'SUCCESS') return 'Approved';
  if (attempt.status === 'FAIL') return 'Declined';
  return 'Pending';
}

/**
 * The transaction status code of a card attempt the gateway answered, null for any other. The
 * gateway port answers approved or declined, not Payflow's TRANSSTATE, so the state is the one
 * that answer implies: an approved charge waits for the gateway's settlement (6) and an approved
 * zero charge (a deferred payment's card check) only verified the card (0); a decline is the
 * general error state (1). Settlement itself is not reported back yet.
 */
function transactionStatusCodeOf(attempt: AttemptRow): number | null {
  if (attempt.paymentMethod !== 'CREDIT_CARD' || attempt.pnref === null) return null;
  if (attempt.status === 'FAIL') return GENERAL_ERROR;
  if (attempt.status !== 'SUCCESS') return null;
  return attempt.amountCents === 0 ? ACCOUNT_VERIFICATION : SETTLEMENT_PENDING;
}

/** The attempt's transaction status with its SPEC §3 label, or null (see above). */
function transactionStatusOf(attempt: AttemptRow) {
  const code = transactionStatusCodeOf(attempt);
  return code === null ? null : { code, label: transactionStatus(code).label };
}

/** How a receipt words the attempt's status: 'Approved (Settlement Pending)', 'Approved'. */
export function transactionStatusText(attempt: AttemptRow): string {
  const status = transactionStatusOf(attempt);
  const approval = approvalStatusOf(attempt);
  return status ? `${approval} (${status.label})` : approval;
}

/** One payment attempt of an order as the transaction of SPEC §7. */
export function transactionView(attempt: AttemptRow): OrderTransaction {
  return {
    transactionId: attempt.id,
    orderId: attempt.orderId,
    amount: attempt.amountCents,
    approvalStatus: approvalStatusOf(attempt),
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
