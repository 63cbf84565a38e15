import {
  DEFAULT_DISPUTE_ACCESS,
  disputeMoveAllowed,
  disputeWebhookEventSchema,
  OPEN_DISPUTE_STATUSES,
  type DisputeStatus,
  type DisputeWebhookEvent,
  type WebhookGateway,
} from '@portal/domain/ledger/dispute';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import { membershipQueries } from '../../ledger-records/membership-queries';
import { orderQueries } from '../../ledger-records/order-queries';
import type { Owner } from '../../ledger-records/owner';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { endMembershipAccess } from '../orders/end-membership-access';
import { announceMembership } from '../orders/ledger-events';
import { announceDispute } from './dispute-notices';
import { disputeQueries, type DisputeRow } from './dispute-queries';
import { disputeAuditState } from './dispute-views';

/** The payment method whose captures each gateway's webhooks speak of. */
const PAYMENT_METHOD_OF: Record<WebhookGateway, string> = {
  card: 'CREDIT_CARD',
  paypal: 'PAYPAL',
};

const isOpen = (status: string) => OPEN_DISPUTE_STATUSES.includes(status as DisputeStatus);

/**
 * Applies one stored webhook event (docs/disputes.md), once: the event row is locked and marked
 * applied in the same transaction. The dispute is opened or moved under its order's lock (the
 * lock the payment and refund use cases take); an event that would move it back (a late
 * redelivery) changes nothing. Opening applies the tenant's access rule; a won dispute gives a
 * suspended access back. The learner is told, and the gateway's move is audited.
 */
export async function applyWebhookEvent(options: {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  eventRowId: string;
}): Promise<void> {
  const { db, clock, tenants } = options;
  await db.transaction(async (tx) => {
    const row = await disputeQueries.lockWaitingEvent(tx, options.eventRowId);
    if (!row) return;
    const at = clock.now();
    const gateway = row.gateway as WebhookGateway;
    // Checked before it was stored: the receiver keeps only events that parse.
    const event = disputeWebhookEventSchema.parse(row.body);
    const attempt = await paymentAttemptQueries.capturedByTransaction(
      tx,
      PAYMENT_METHOD_OF[gateway],
      event.dispute.transactionId,
    );
    if (!attempt) {
      await disputeQueries.markEvent(tx, row.id, {
        tenantId: null,
        outcome: 'UNKNOWN_CHARGE',
        processedAt: at,
      });
      return;
    }
    const owner = { tenantId: attempt.tenantId, userId: attempt.userId };
    await orderQueries.lockOrder(tx, owner, attempt.orderId);
    const existing = await disputeQueries.lockByGatewayId(tx, owner, gateway, event.dispute.id);
    const moved = existing
      ? await moveDispute(tx, { owner, dispute: existing, event, at })
      : await openDispute(tx, {
          owner,
          attempt,
          gateway,
          event,
          at,
          rule: tenants.get(owner.tenantId)?.config.disputeAccess ?? DEFAULT_DISPUTE_ACCESS,
        });
    await disputeQueries.markEvent(tx, row.id, {
      tenantId: owner.tenantId,
      outcome: moved ? null : 'STALE',
      processedAt: at,
    });
    if (!moved) return;
    await announceDispute(tx, { tenants, owner, dispute: moved, at });
    await recordAudit(tx, {
      at,
      actorStaffId: null,
      actorEmail: `gateway:${gateway}`,
      address: `webhook:${gateway}`,
      action: existing ? 'dispute.moved' : 'dispute.opened',
      subjectKind: 'order',
      subjectId: attempt.orderId,
      tenantId: owner.tenantId,
      before: existing ? disputeAuditState(existing) : null,
      after: disputeAuditState(moved),
      reason: event.dispute.reason,
    });
  });
}

async function openDispute(
  tx: Transaction,
  options: {
    owner: Owner;
    attempt: { id: string; orderId: string };
    gateway: WebhookGateway;
    event: DisputeWebhookEvent;
    at: Date;
    rule: 'keep' | 'suspend';
  },
): Promise<DisputeRow> {
  const { owner, event, at } = options;
  const { dispute } = event;
  const membership = await membershipQueries.membership(tx, owner);
  // Only enabled access is suspended, and only while the dispute is open.
  const suspend =
    options.rule === 'suspend' && isOpen(dispute.status) && membership?.status === 'enabled';
  const inserted = await disputeQueries.insert(tx, {
    ...owner,
    orderId: options.attempt.orderId,
    attemptId: options.attempt.id,
    gateway: options.gateway,
    gatewayDisputeId: dispute.id,
    amountCents: dispute.amountCents,
    reason: dispute.reason,
    status: dispute.status,
    respondBy: new Date(dispute.respondBy),
    accessSuspended: suspend,
    accessExpiresAtBefore: suspend ? (membership?.expiresAt ?? null) : null,
    openedAt: at,
    decidedAt: isOpen(dispute.status) ? null : at,
  });
  if (suspend) await endMembershipAccess(tx, owner, { kind: 'now' }, at);
  return inserted;
}

/** Moves a known dispute forward; undefined when the event is not news. */
async function moveDispute(
  tx: Transaction,
  options: { owner: Owner; dispute: DisputeRow; event: DisputeWebhookEvent; at: Date },
): Promise<DisputeRow | undefined> {
  const { owner, dispute, event, at } = options;
  const to = event.dispute.status;
  if (!disputeMoveAllowed(dispute.status as DisputeStatus, to)) return undefined;
  const moved = await disputeQueries.update(tx, dispute.id, {
    status: to,
    amountCents: event.dispute.amountCents,
    respondBy: new Date(event.dispute.respondBy),
    decidedAt: isOpen(to) ? null : at,
  });
  if (to === 'WON' && dispute.accessSuspended) {
    await membershipQueries.enableMany(
      tx,
      [{ ...owner, expiresAt: dispute.accessExpiresAtBefore }],
      at,
    );
    await announceMembership(tx, owner, 'MEMBERSHIP_ENABLED', at);
  }
  return moved;
}
