import type { Database } from '../../db/database';
import type { PaymentProvider, ProviderResult } from '../../payments/payment-provider';
import type { AttemptRow } from '../../ledger-records/payment-attempt-queries';
import { recordAttemptOutcome } from '../orders/order-outcome';

/** Tries of one gateway request, all with the same request id, before answering PAYMENT_TIMEOUT. */
export const GATEWAY_TRIES = 3;
/** Beyond the gateway calls: the request's two short transactions and a slow process. */
const DEADLINE_MARGIN_MS = 15_000;

/**
 * How long after its start an attempt's request must have ended, whatever became of its process:
 * every try has timed out by then, so the gateway can no longer receive it. With the sandbox's
 * 15 s per call this is 60 s, the 60000 ms of docs/product/constants-and-limits.md.
 */
export const inDoubtAfterMs = (provider: PaymentProvider) =>
  GATEWAY_TRIES * provider.callTimeoutMs + DEADLINE_MARGIN_MS;

/**
 * What became of an open attempt: `settled`; `pending` while its request may still be running or
 * may still reach the gateway; `unanswered` when the gateway could not be asked.
 */
export type DoubtOutcome = 'settled' | 'pending' | 'unanswered';

/**
 * The one rule for an attempt that never got its answer (docs/decisions/0005-payments.md), used by the settling job and
 * by the learner's next payment request alike. The gateway is asked with the attempt's own request
 * id, and only a confirmed answer settles it: approved or declined at any time, "never received"
 * only once the request can no longer arrive. Until then no new charge can start: the attempt
 * stays open, and the unique index allows one open attempt per order.
 */
export async function resolveAttemptInDoubt(options: {
  db: Database;
  provider: PaymentProvider;
  attempt: AttemptRow;
  now: () => Date;
}): Promise<DoubtOutcome> {
  const { db, provider, attempt, now } = options;
  const pastDeadline = () =>
    now().getTime() - attempt.createdAt.getTime() >= inDoubtAfterMs(provider);
  // Within its deadline an in-flight attempt belongs to a live request, which settles it.
  if (attempt.status === 'IN_FLIGHT' && !pastDeadline()) return 'pending';
  let result: ProviderResult | null;
  try {
    result = await provider.findResult(attempt.id, attempt.providerData);
  } catch {
    return 'unanswered';
  }
  if (!result && !pastDeadline()) return 'pending';
  const owner = { tenantId: attempt.tenantId, userId: attempt.userId };
  await recordAttemptOutcome(
    db,
    owner,
    attempt,
    result ? { kind: 'answered', result } : { kind: 'lost' },
    now(),
  );
  return 'settled';
}
