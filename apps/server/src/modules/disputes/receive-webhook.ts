import { disputeWebhookEventSchema, type WebhookGateway } from '@portal/domain/ledger/dispute';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobRunner } from '../../jobs/job-runner';
import { webhookSignatureValid } from '../../payments/webhook-signature';
import { disputeQueries } from './dispute-queries';
import { APPLY_WEBHOOK_EVENTS_JOB } from './apply-webhook-events-job';

/**
 * POST /webhooks/{gateway} (docs/disputes.md): a gateway's event, kept once and applied later by
 * a job, so the gateway has its answer at once. Nothing is kept of a body whose signature does
 * not verify (or is outside the time tolerance), nor of one that is not a dispute event. A
 * redelivered event id answers `duplicate` and does nothing.
 */
export async function receiveWebhook(options: {
  db: Database;
  clock: Clock;
  jobs: JobRunner | undefined;
  gateway: WebhookGateway;
  secret: string;
  body: string;
  signature: string | undefined;
}): Promise<{ duplicate: boolean }> {
  const { db, clock, gateway, body } = options;
  const now = clock.now();
  if (!webhookSignatureValid({ secret: options.secret, body, header: options.signature, now })) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  const event = disputeWebhookEventSchema.safeParse(parseJson(body));
  if (!event.success) throw new AppError('VALIDATION_FAILED');
  const stored = await disputeQueries.insertEvent(db, {
    gateway,
    eventId: event.data.id,
    body: event.data,
    receivedAt: now,
  });
  if (!stored) return { duplicate: true };
  // Queued after the commit, so the job finds the row; a queueing lost to a crash here is picked
  // up by the job's own sweep.
  await options.jobs?.send(APPLY_WEBHOOK_EVENTS_JOB, { eventRowId: stored.id }, { key: stored.id });
  return { duplicate: false };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
