import type { Database } from '../../db/database';
import type { PaymentProviders } from '../../payments/payment-provider';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import { inDoubtAfterMs, resolveAttemptInDoubt } from './resolve-attempt-in-doubt';

/** Attempts one run settles at most; the next run takes the rest. */
const BATCH = 100;

/**
 * Settles attempts left in doubt (a card charge or a bank debit) without waiting for the learner
 * (docs/decisions/0008-jobs.md): timed out, or in flight past their deadline (a process that died mid-call), each
 * asked of its method's provider. Run by the settling job. Throws
 * when the gateway could not be asked about some of them, so the failure is visible; they stay in
 * doubt and a later run asks again.
 */
export async function settleAttemptsInDoubt(options: {
  db: Database;
  providers: PaymentProviders;
  now: () => Date;
}): Promise<void> {
  const { db, providers, now } = options;
  const deadline = Math.max(...Object.values(providers).map((p) => inDoubtAfterMs(p)));
  const inFlightBefore = new Date(now().getTime() - deadline);
  const attempts = await paymentAttemptQueries.attemptsInDoubt(db, inFlightBefore, BATCH);
  let unanswered = 0;
  for (const attempt of attempts) {
    const provider = providers[attempt.paymentMethod as keyof PaymentProviders];
    if ((await resolveAttemptInDoubt({ db, provider, attempt, now })) === 'unanswered') {
      unanswered += 1;
    }
  }
  if (unanswered > 0) {
    throw new Error(`the payment gateway did not answer about ${unanswered} attempt(s)`);
  }
}
