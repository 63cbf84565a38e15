import type { RefundView } from '@portal/domain/ledger/refund';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { orderQueries } from '../../ledger-records/order-queries';
import { findStudent } from '../users/find-students';
import { moveRefund, refundViewOf } from './move-refund';
import { refundQueries } from './refund-queries';
import type { RefundContext } from './request-refund';
import { refundAuditState } from './refund-views';

/**
 * POST /staff-api/students/{studentId}/refunds/{refundId}/approval or .../decline (docs/refunds.md):
 * a second finance member's decision on a refund above the threshold. The member who asked cannot
 * decide; a refund already decided is REFUND_NOT_PENDING. Approving moves the money as a refund
 * under the threshold does; declining releases what it held of the payment.
 */
export async function decideRefund(
  options: RefundContext & {
    studentId: string;
    refundId: string;
    decision: 'approve' | 'decline';
    reason: string | undefined;
  },
): Promise<RefundView> {
  const { db, clock, member, studentId, refundId, decision } = options;
  const now = clock.now();
  const decided = await db.transaction(async (tx) => {
    const student = await findStudent({ db: tx, scope: member.scope, studentId });
    if (!student) throw new AppError('NOT_FOUND');
    const owner = { tenantId: student.tenantId, userId: student.id };
    const found = await refundQueries.byId(tx, refundId);
    if (!found || found.tenantId !== owner.tenantId || found.userId !== owner.userId) {
      throw new AppError('NOT_FOUND');
    }
    await orderQueries.lockOrder(tx, owner, found.orderId);
    const refund = (await refundQueries.one(tx, owner, found.orderId, refundId))!;
    if (refund.status !== 'PENDING_APPROVAL') throw new AppError('REFUND_NOT_PENDING');
    if (refund.requestedBy === member.id) throw new AppError('REFUND_SAME_APPROVER');
    const moved = (await refundQueries.move(tx, refundId, ['PENDING_APPROVAL'], {
      status: decision === 'approve' ? 'IN_FLIGHT' : 'DECLINED',
      decidedBy: member.id,
      decidedByEmail: member.email,
      decisionReason: options.reason ?? null,
      completedAt: decision === 'approve' ? null : now,
    }))!;
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: decision === 'approve' ? 'refund.approved' : 'refund.declined',
      subjectKind: 'order',
      subjectId: refund.orderId,
      tenantId: owner.tenantId,
      before: refundAuditState(refund),
      after: refundAuditState(moved),
      reason: options.reason ?? refund.reason,
    });
    return moved;
  });
  if (decided.status !== 'IN_FLIGHT') return refundViewOf(db, decided);
  return refundViewOf(db, await moveRefund({ ...options, refund: decided }));
}
