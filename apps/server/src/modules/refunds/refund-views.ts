import type { PaymentMethod } from '@portal/domain/ledger/payment-method';
import type { RefundStatus, RefundView } from '@portal/domain/ledger/refund';
import type { RefundRow } from './refund-queries';

/** A refund as the staff console shows it. */
export function refundView(
  row: RefundRow,
  attempt: { paymentMethod: string; amountCents: number },
): RefundView {
  return {
    id: row.id,
    orderId: row.orderId,
    attemptId: row.attemptId,
    paymentMethod: attempt.paymentMethod as PaymentMethod,
    amountCents: row.amountCents,
    full: row.amountCents === attempt.amountCents,
    status: row.status as RefundStatus,
    access:
      row.access === 'ended' && row.accessEndsOn
        ? { kind: 'ended', on: row.accessEndsOn }
        : { kind: 'kept' },
    reason: row.reason,
    requestedBy: row.requestedByEmail,
    decidedBy: row.decidedByEmail,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a refund, before and after a change. */
export const refundAuditState = (row: RefundRow) => ({
  id: row.id,
  orderId: row.orderId,
  attemptId: row.attemptId,
  amountCents: row.amountCents,
  status: row.status,
  access: row.access,
  accessEndsOn: row.accessEndsOn,
  transactionId: row.transactionId,
  errorCode: row.errorCode,
});
