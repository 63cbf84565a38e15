import {
  disputeResponseRefusal,
  type DisputeResponse,
  type DisputeStatus,
  type DisputeView,
} from '@portal/domain/ledger/dispute';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { orderQueries } from '../../ledger-records/order-queries';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { disputeQueries } from './dispute-queries';
import { scopeTenants } from '@portal/domain/staff/staff-roles';
import { disputeAuditState, disputeViews } from './dispute-views';

/**
 * POST /staff-api/finance/disputes/{id}/response (docs/disputes.md): finance's evidence, only
 * while the dispute waits for it and before its deadline (409 otherwise). Under the order's lock
 * (the lock the webhook job takes), so a gateway's move and an answer never cross; the dispute is
 * then under review, and the answer audited. Once this commits, the caller queues the job that
 * sends the evidence on to the gateway (send-dispute-evidence-job.ts).
 */
export async function respondToDispute(options: {
  db: Database;
  clock: Clock;
  member: SignedInStaff['member'];
  address: string;
  disputeId: string;
  response: DisputeResponse;
}): Promise<DisputeView> {
  const { db, member, disputeId, response } = options;
  return db.transaction(async (tx) => {
    const found = await disputeQueries.inTenants(tx, scopeTenants(member.scope), disputeId);
    if (!found) throw new AppError('NOT_FOUND');
    const owner = { tenantId: found.tenantId, userId: found.userId };
    await orderQueries.lockOrder(tx, owner, found.orderId);
    const dispute = (await disputeQueries.lockByGatewayId(
      tx,
      owner,
      found.gateway,
      found.gatewayDisputeId,
    ))!;
    const now = options.clock.now();
    const refusal = disputeResponseRefusal(
      { status: dispute.status as DisputeStatus, respondBy: dispute.respondBy },
      now,
    );
    if (refusal) throw new AppError(refusal);
    const answered = await disputeQueries.update(tx, dispute.id, {
      status: 'UNDER_REVIEW',
      evidence: {
        text: response.evidence.text,
        fileReference: response.evidence.fileReference || null,
      },
      respondedAt: now,
      respondedBy: member.id,
      respondedByEmail: member.email,
      evidenceDelivery: 'WAITING',
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'dispute.responded',
      subjectKind: 'order',
      subjectId: dispute.orderId,
      tenantId: owner.tenantId,
      before: disputeAuditState(dispute),
      after: disputeAuditState(answered),
    });
    const [view] = await disputeViews(tx, [answered]);
    return view!;
  });
}
