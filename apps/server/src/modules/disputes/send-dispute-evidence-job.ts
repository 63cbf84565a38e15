import {
  evidenceRetryDelayMs,
  type EvidenceDelivery,
  type WebhookGateway,
} from '@portal/domain/ledger/dispute';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import {
  DisputeEvidenceRefusedError,
  type DisputeGateway,
  type PaymentProviders,
} from '../../payments/payment-provider';
import { disputeQueries } from './dispute-queries';
import { disputeAuditState } from './dispute-views';

export const SEND_DISPUTE_EVIDENCE_JOB = 'send-dispute-evidence';

/** Disputes one sweep sends at most; the next takes the rest. */
const BATCH = 50;
/** The longest failure text kept on the dispute. */
const FAILURE_MAX = 300;

/**
 * Sends finance's evidence on to the gateway that holds the dispute (docs/disputes.md), queued
 * once the answer has committed; every minute a sweep sends any whose queueing was lost, or whose
 * last try failed and whose backoff has passed. The gateway's call is safe to repeat (the same
 * evidence for the same dispute answers SENT again), so a try whose outcome was unknown is simply
 * made again; only the first outcome is kept and audited, the dispute's row locked while it is
 * written. A refusal for good (a 4xx) is not tried again: it is kept with the gateway's reason
 * for finance to send the evidence another way, as are EVIDENCE_MAX_TRIES passing failures.
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
    // A gateway's failure is kept on the dispute and tried again by the sweep after its backoff;
    // the runner's retries are for the database failing the job itself.
    retry: { limit: 2, delaySeconds: 10 },
    async handler(data) {
      const ids = data.disputeId
        ? [data.disputeId]
        : await disputeQueries.evidenceWaitingIds(options.db, options.clock.now(), BATCH);
      for (const disputeId of ids) await sendEvidence({ ...options, gateways, disputeId });
    },
  };
}

async function sendEvidence(options: {
  db: Database;
  clock: Clock;
  gateways: Record<WebhookGateway, DisputeGateway>;
  disputeId: string;
}) {
  const { db, disputeId } = options;
  const waiting = await disputeQueries.evidenceWaiting(db, disputeId);
  if (!waiting?.evidence) return;
  const gateway = options.gateways[waiting.gateway as WebhookGateway];
  try {
    // Outside any transaction: no row stays locked while the gateway answers.
    const outcome = await gateway.submitDisputeEvidence({
      gatewayDisputeId: waiting.gatewayDisputeId,
      text: waiting.evidence.text,
      fileReference: waiting.evidence.fileReference,
    });
    await keepOutcome(options, { evidenceDelivery: outcome, evidenceLastFailure: null });
  } catch (error) {
    if (error instanceof DisputeEvidenceRefusedError) {
      await keepOutcome(options, {
        evidenceDelivery: 'REFUSED',
        evidenceLastFailure: error.reason.slice(0, FAILURE_MAX),
      });
      return;
    }
    await keepFailure(options, error instanceof Error ? error.message : String(error));
  }
}

const ACTIONS: Record<Exclude<EvidenceDelivery, 'WAITING'>, string> = {
  SENT: 'dispute.evidence_sent',
  BY_HAND: 'dispute.evidence_by_hand',
  REFUSED: 'dispute.evidence_refused',
  GAVE_UP: 'dispute.evidence_gave_up',
};

/**
 * Keeps where the evidence ended up (sent, by hand, refused for good, or given up on) and audits
 * it, with the dispute's row locked and only if it still waits: of two tries, the first outcome
 * is kept.
 */
async function keepOutcome(
  options: { db: Database; clock: Clock; disputeId: string },
  outcome: {
    evidenceDelivery: Exclude<EvidenceDelivery, 'WAITING'>;
    evidenceLastFailure: string | null;
    evidenceFailedTries?: number;
  },
) {
  await options.db.transaction(async (tx) => {
    const before = await disputeQueries.lockEvidenceWaiting(tx, options.disputeId);
    if (!before) return; // another try got there first, and kept its outcome
    const at = options.clock.now();
    const after = await disputeQueries.update(tx, options.disputeId, {
      ...outcome,
      evidenceDeliveredAt: at,
      evidenceNextTryAt: null,
    });
    await recordAudit(tx, {
      at,
      actorStaffId: null,
      actorEmail: 'system',
      address: `job:${SEND_DISPUTE_EVIDENCE_JOB}`,
      action: ACTIONS[outcome.evidenceDelivery],
      subjectKind: 'order',
      subjectId: before.orderId,
      tenantId: before.tenantId,
      before: disputeAuditState(before),
      after: disputeAuditState(after),
    });
  });
}

/**
 * A try that failed for a passing reason (no answer, a 5xx): kept with its message, and the next
 * try waits its backoff; once the tries are used up the evidence is given up on (GAVE_UP), for
 * finance to send another way.
 */
async function keepFailure(
  options: { db: Database; clock: Clock; disputeId: string },
  failure: string,
) {
  const message = failure.slice(0, FAILURE_MAX);
  const waiting = await disputeQueries.evidenceWaiting(options.db, options.disputeId);
  if (!waiting) return;
  const tries = waiting.evidenceFailedTries + 1;
  const delay = evidenceRetryDelayMs(tries);
  if (delay === null) {
    await keepOutcome(options, {
      evidenceDelivery: 'GAVE_UP',
      evidenceLastFailure: message,
      evidenceFailedTries: tries,
    });
    return;
  }
  await options.db.transaction(async (tx) => {
    if (!(await disputeQueries.lockEvidenceWaiting(tx, options.disputeId))) return;
    await disputeQueries.update(tx, options.disputeId, {
      evidenceLastFailure: message,
      evidenceFailedTries: tries,
      evidenceNextTryAt: new Date(options.clock.now().getTime() + delay),
    });
  });
}
