import {
  DEFAULT_REFUND_APPROVAL_THRESHOLD_CENTS,
  refundableCents,
  type OrderRefunds,
  type RefundStatus,
} from '@portal/domain/ledger/refund';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { orderQueries } from '../../ledger-records/order-queries';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { findStudent } from '../users/find-students';
import { refundQueries } from './refund-queries';
import { refundView } from './refund-views';

/**
 * GET /staff-api/students/{studentId}/orders/{orderId}/refunds (docs/refunds.md): the order's
 * refunds, newest last, and what is left to refund of each captured payment. A staff read of a
 * student's data: audited (`refunds.viewed`) in the same transaction.
 */
export async function listOrderRefunds(options: {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  member: SignedInStaff['member'];
  studentId: string;
  orderId: string;
  address: string;
}): Promise<OrderRefunds> {
  const { db, member, studentId, orderId } = options;
  const now = options.clock.now();
  return db.transaction(async (tx) => {
    const student = await findStudent({ db: tx, scope: member.scope, studentId });
    if (!student) throw new AppError('NOT_FOUND');
    const owner = { tenantId: student.tenantId, userId: student.id };
    const order = await orderQueries.order(tx, owner, orderId);
    if (!order) throw new AppError('NOT_FOUND');
    const rows = await refundQueries.ofOrder(tx, owner, orderId);
    const attempts = (await paymentAttemptQueries.attemptsOf(tx, owner)).filter(
      (attempt) => attempt.orderId === orderId,
    );
    const byId = new Map(attempts.map((attempt) => [attempt.id, attempt]));
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'refunds.viewed',
      subjectKind: 'order',
      subjectId: orderId,
      tenantId: owner.tenantId,
    });
    return {
      refunds: rows.map((row) => refundView(row, byId.get(row.attemptId)!)),
      payments: attempts
        .filter(
          (attempt) => attempt.status === 'CAPTURED' && attempt.paymentMethod !== 'PREPAID_TOKEN',
        )
        .map((attempt) => ({
          attemptId: attempt.id,
          capturedCents: attempt.amountCents,
          refundableCents: refundableCents(
            attempt.amountCents,
            rows
              .filter((row) => row.attemptId === attempt.id)
              .map((row) => ({ amountCents: row.amountCents, status: row.status as RefundStatus })),
          ),
        })),
      approvalThresholdCents:
        options.tenants.get(owner.tenantId)?.config.refundApprovalThresholdCents ??
        DEFAULT_REFUND_APPROVAL_THRESHOLD_CENTS,
    };
  });
}
