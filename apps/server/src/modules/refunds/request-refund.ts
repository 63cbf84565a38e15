import { isErrorCode } from '@portal/domain/errors/error-code';
import {
  DEFAULT_REFUND_APPROVAL_THRESHOLD_CENTS,
  refundableCents,
  refundNeedsApproval,
  refundRefusal,
  utcDay,
  type RefundRequest,
  type RefundStatus,
  type RefundView,
} from '@portal/domain/ledger/refund';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { orderQueries } from '../../ledger-records/order-queries';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import type { PaymentProviders } from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { findStudent } from '../users/find-students';
import { moveRefund, refundViewOf } from './move-refund';
import { refundQueries } from './refund-queries';
import { refundAuditState } from './refund-views';

export interface RefundContext {
  db: Database;
  clock: Clock;
  providers: PaymentProviders;
  tenants: TenantRegistry;
  member: SignedInStaff['member'];
  address: string;
}

/**
 * POST /staff-api/students/{studentId}/orders/{orderId}/payments/{attemptId}/refunds
 * (docs/refunds.md). With the order locked, as the payment use cases lock it, the request is
 * checked against what is left of the payment (refunds pending or on their way count) and
 * recorded: waiting for a second member's approval above the tenant's threshold, otherwise
 * IN_FLIGHT. Then, with no transaction open, the provider is asked, and its answer recorded. The
 * idempotency key makes a retry answer the first refund; two requests at once take the lock in
 * turn, so together they never exceed the payment.
 */
export async function requestRefund(
  options: RefundContext & {
    studentId: string;
    orderId: string;
    attemptId: string;
    idempotencyKey: string;
    request: RefundRequest;
  },
): Promise<RefundView> {
  const { db, clock, member, studentId, orderId, attemptId, idempotencyKey, request } = options;
  const now = clock.now();
  const { refund, created } = await db.transaction(async (tx) => {
    const student = await findStudent({ db: tx, scope: member.scope, studentId });
    if (!student) throw new AppError('NOT_FOUND');
    const owner = { tenantId: student.tenantId, userId: student.id };
    const order = await orderQueries.lockOrder(tx, owner, orderId);
    if (!order) throw new AppError('NOT_FOUND');
    const earlier = await refundQueries.byKey(tx, owner, attemptId, idempotencyKey);
    if (earlier) return { refund: earlier, created: false };
    const attempt = await paymentAttemptQueries.orderAttempt(tx, owner, orderId, attemptId);
    if (!attempt) throw new AppError('NOT_FOUND');
    if (
      attempt.status !== 'CAPTURED' ||
      attempt.pnref === null ||
      attempt.paymentMethod === 'PREPAID_TOKEN'
    ) {
      throw new AppError('PAYMENT_NOT_REFUNDABLE');
    }
    const others = (await refundQueries.ofOrder(tx, owner, orderId)).filter(
      (row) => row.attemptId === attemptId,
    );
    const remaining = refundableCents(
      attempt.amountCents,
      others.map((row) => ({ amountCents: row.amountCents, status: row.status as RefundStatus })),
    );
    const refusal = refundRefusal(request, remaining, utcDay(now));
    if (refusal === 'REFUND_EXCEEDS_REMAINING') {
      throw new AppError(refusal, { fields: [{ field: 'amountCents', code: refusal }] });
    }
    if (refusal) {
      throw new AppError(refusal, {
        fields: [{ field: 'access.on', code: 'validation.refundAccessEnd' }],
      });
    }
    const threshold =
      options.tenants.get(owner.tenantId)?.config.refundApprovalThresholdCents ??
      DEFAULT_REFUND_APPROVAL_THRESHOLD_CENTS;
    const inserted = await refundQueries.insert(tx, {
      ...owner,
      orderId,
      attemptId,
      idempotencyKey,
      amountCents: request.amountCents,
      status: refundNeedsApproval(request.amountCents, threshold)
        ? 'PENDING_APPROVAL'
        : 'IN_FLIGHT',
      access: request.access.kind,
      accessEndsOn: request.access.kind === 'ended' ? request.access.on : null,
      reason: request.reason,
      requestedBy: member.id,
      requestedByEmail: member.email,
      createdAt: now,
    });
    // The order's lock makes this unreachable but for a key reused across orders' attempts.
    if (!inserted) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'refund.requested',
      subjectKind: 'order',
      subjectId: orderId,
      tenantId: owner.tenantId,
      after: refundAuditState(inserted),
      reason: request.reason,
    });
    return { refund: inserted, created: true };
  });
  // A new refund at the gateway, or a retry of one whose answer never came: ask the provider
  // (with the refund's own id, so it moves money at most once) and record its answer.
  if (refund.status === 'IN_FLIGHT' || refund.status === 'UNKNOWN') {
    return refundViewOf(db, await moveRefund({ ...options, refund, replay: !created }));
  }
  if (!created && refund.status === 'FAILED') {
    throw new AppError(
      refund.errorCode && isErrorCode(refund.errorCode) ? refund.errorCode : 'PAYMENT_ERROR',
    );
  }
  return refundViewOf(db, refund);
}
