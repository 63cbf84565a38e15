import { isErrorCode } from '@portal/domain/errors/error-code';
import { accessChange, type RefundView } from '@portal/domain/ledger/refund';
import { recordAudit } from '../../audit/record-audit';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { membershipQueries } from '../../ledger-records/membership-queries';
import { orderQueries } from '../../ledger-records/order-queries';
import type { Owner } from '../../ledger-records/owner';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import {
  ProviderTimeoutError,
  type PaymentProviders,
  type ProviderMethod,
  type ProviderRefundResult,
} from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { endMembershipAccess } from '../orders/end-membership-access';
import { announceRefund } from './refund-notices';
import { refundQueries, type RefundRow } from './refund-queries';
import { refundAuditState, refundView } from './refund-views';

/** The member (or job) that moves the refund on, for the audit log. */
interface Actor {
  member: { id: string; email: string } | null;
  address: string;
}

/**
 * Asks the refund's provider to give the money back (or, for one in doubt or on its way, what
 * became of it: the same request id answers the first result) and records the answer in its own
 * transaction, under the order's lock. No transaction is open during the call. When the money
 * goes back (or starts back, for a bank credit), the access decision is applied and the learner
 * told, once. A refusal is recorded and thrown as its catalogue code; a lost answer leaves the
 * refund UNKNOWN (PAYMENT_TIMEOUT), to be asked again by a retry or the refunds job.
 */
export async function moveRefund(
  options: Actor & {
    db: Database;
    clock: { now(): Date };
    providers: PaymentProviders;
    tenants: TenantRegistry;
    refund: RefundRow;
    /** A retry of the same request: a refusal it finds is answered again, not recorded again. */
    replay?: boolean;
  },
): Promise<RefundRow> {
  const { db, refund } = options;
  const owner = { tenantId: refund.tenantId, userId: refund.userId };
  const attempt = (await paymentAttemptQueries.orderAttempt(
    db,
    owner,
    refund.orderId,
    refund.attemptId,
  ))!;
  const provider = options.providers[attempt.paymentMethod as ProviderMethod];
  let result: ProviderRefundResult;
  try {
    result = await provider.refund({
      requestId: refund.id,
      transactionId: attempt.pnref!,
      amountCents: refund.amountCents,
      data: attempt.providerData,
      previous: refund.providerData,
    });
  } catch (error) {
    await refundQueries.move(db, refund.id, ['IN_FLIGHT'], { status: 'UNKNOWN' });
    if (error instanceof ProviderTimeoutError) throw new AppError('PAYMENT_TIMEOUT');
    throw error;
  }
  const at = options.clock.now();
  const recorded = await db.transaction(async (tx) => {
    await orderQueries.lockOrder(tx, owner, refund.orderId);
    const moved = await refundQueries.move(
      tx,
      refund.id,
      result.status === 'PROCESSING'
        ? ['IN_FLIGHT', 'UNKNOWN']
        : ['IN_FLIGHT', 'UNKNOWN', 'PROCESSING'],
      {
        status: result.status,
        transactionId: result.transactionId,
        errorCode: result.errorCode,
        providerData: result.data,
        // As the provider dates it when it does: the day of its line in the settlement report.
        completedAt: result.status === 'PROCESSING' ? null : (result.answeredAt ?? at),
        ...(result.returned ? { returnedAt: result.answeredAt ?? at } : {}),
      },
    );
    // Recorded already (a concurrent retry, or nothing new: a bank credit still on its way).
    if (!moved) return undefined;
    const givenBack = moved.status === 'PROCESSING' || moved.status === 'REFUNDED';
    // The access decision and the learner's notice go with the first move of money only.
    const first = refund.status !== 'PROCESSING' && givenBack;
    if (first) await applyAccess(tx, owner, moved, at);
    if (givenBack) {
      await announceRefund(tx, {
        tenants: options.tenants,
        owner,
        refund: moved as RefundRow & { status: 'PROCESSING' | 'REFUNDED' },
        description: await orderDescription(tx, refund.orderId),
        mail: first,
        at,
      });
    }
    await recordAudit(tx, {
      at,
      actorStaffId: options.member?.id ?? null,
      actorEmail: options.member?.email ?? null,
      address: options.address,
      action: moved.status === 'FAILED' ? 'refund.failed' : 'refund.recorded',
      subjectKind: 'order',
      subjectId: refund.orderId,
      tenantId: owner.tenantId,
      before: refundAuditState(refund),
      after: refundAuditState(moved),
      reason: refund.reason,
    });
    return moved;
  });
  const final = recorded ?? (await refundQueries.byId(db, refund.id))!;
  if (final.status === 'FAILED' && (recorded || options.replay)) {
    throw new AppError(
      final.errorCode && isErrorCode(final.errorCode) ? final.errorCode : 'PAYMENT_ERROR',
    );
  }
  return final;
}

/** Ends the learner's access as the refund says: now, or at the start of a later day. */
async function applyAccess(tx: Executor, owner: Owner, refund: RefundRow, at: Date) {
  if (refund.access !== 'ended' || !refund.accessEndsOn) return;
  const membership = await membershipQueries.membership(tx, owner);
  if (!membership) return;
  const change = accessChange({ kind: 'ended', on: refund.accessEndsOn }, membership.expiresAt, at);
  if (change.kind === 'end_now') await endMembershipAccess(tx, owner, { kind: 'now' }, at);
  else if (change.kind === 'end_at') {
    await endMembershipAccess(tx, owner, { kind: 'at', at: change.at }, at);
  }
}

async function orderDescription(db: Executor, orderId: string) {
  const [first] = await orderQueries.items(db, orderId);
  return first?.name ?? 'Order';
}

/** A refund as the staff console shows it, with who asked and who decided. */
export async function refundViewOf(db: Executor, refund: RefundRow): Promise<RefundView> {
  const owner = { tenantId: refund.tenantId, userId: refund.userId };
  const rows = await refundQueries.ofOrder(db, owner, refund.orderId);
  const row = rows.find((candidate) => candidate.id === refund.id)!;
  const attempt = (await paymentAttemptQueries.orderAttempt(
    db,
    owner,
    refund.orderId,
    refund.attemptId,
  ))!;
  return refundView(row, attempt);
}
