import type { WebhookGateway } from '@portal/domain/ledger/dispute';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { DisputeGateway, PaymentProviders } from '../../payments/payment-provider';
import { disputeQueries } from './dispute-queries';
import { disputeAuditState } from './dispute-views';

export const SEND_DISPUTE_EVIDENCE_JOB = 'send-dispute-evidence';

/** Disputes one sweep sends at most; the next takes the rest. */
const BATCH = 50;
/** The longest failure text kept on the dispute. */
const FAILURE_MAX = 300;

/**
 * Sends finance's evidence on to the gateway that holds the dispute (docs/disputes.md), queued
 * once the answer has committed; every minute a sweep sends any whose queueing was lost or whose
 * last try failed. The gateway's call is safe to repeat (the same evidence for the same dispute
 * answers SENT again), so a try whose outcome was unknown is simply made again; only the first
 * outcome is kept and audited, the dispute's row locked while it is written.
 */
export function sendDisputeEvidenceJob(options: {
  db: Database;
  clock: Clock;
  providers: PaymentProviders;
}): JobDefinition<{ disputeId?: string }> {
  const gateways: Record<WebhookGateway, DisputeGateway> = {
    card: options.providers.CREDIT_CARD,
    paypal: options.providers.PAYPAL,
  };
  return {
    name: SEND_DISPUTE_EVIDENCE_JOB,
    cron: '* * * * *',
    retry: { limit: 5, delaySeconds: 10 },
    async handler(data) {
      const ids = data.disputeId
        ? [data.disputeId]
        : await disputeQueries.evidenceWaitingIds(options.db, BATCH);
      const failures: unknown[] = [];
      for (const disputeId of ids) {
        await sendEvidence({ ...options, gateways, disputeId }).catch((error: unknown) => {
          failures.push(error);
        });
      }
      // The runner retries a queued send; a sweep's failures wait for the next sweep.
      if (data.disputeId && failures.length > 0) throw failures[0];
    },
  };
}

async function sendEvidence(options: {
  db: Database;
  clock: Clock;
  gateways: Record<WebhookGateway, DisputeGateway>;
  disputeId: string;
}) {
  const { db, clock, disputeId } = options;
  const waiting = await disputeQueries.evidenceWaiting(db, disputeId);
  if (!waiting?.evidence) return;
  const gateway = options.gateways[waiting.gateway as WebhookGateway];
  let outcome;
  try {
    // Outside any transaction: no row stays locked while the gateway answers.
    outcome = await gateway.submitDisputeEvidence({
      gatewayDisputeId: waiting.gatewayDisputeId,
      text: waiting.evidence.text,
      fileReference: waiting.evidence.fileReference,
    });
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    await db.transaction(async (tx) => {
      if (!(await disputeQueries.lockEvidenceWaiting(tx, disputeId))) return;
      await disputeQueries.update(tx, disputeId, {
        evidenceLastFailure: failure.slice(0, FAILURE_MAX),
      });
    });
    throw error;
  }
  await db.transaction(async (tx) => {
    const before = await disputeQueries.lockEvidenceWaiting(tx, disputeId);
    if (!before) return; // another try got there first, and kept its outcome
    const at = clock.now();
    const after = await disputeQueries.update(tx, disputeId, {
      evidenceDelivery: outcome,
      evidenceDeliveredAt: at,
      evidenceLastFailure: null,
    });
    await recordAudit(tx, {
      at,
      actorStaffId: null,
      actorEmail: 'system',
      address: `job:${SEND_DISPUTE_EVIDENCE_JOB}`,
      action: outcome === 'SENT' ? 'dispute.evidence_sent' : 'dispute.evidence_by_hand',
      subjectKind: 'order',
      subjectId: before.orderId,
      tenantId: before.tenantId,
      before: disputeAuditState(before),
      after: disputeAuditState(after),
    });
  });
}
