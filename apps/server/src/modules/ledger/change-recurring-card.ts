import { randomUUID } from 'node:crypto';
import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import type { Subscription } from '@portal/domain/ledger/subscription';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CardProvider } from '../../payments/payment-provider';
import { isPaid } from './attempt-status';
import { cardOf, chargeCardWithRetries } from './charge-card';
import { announceSubscription } from './ledger-events';
import { subscriptionView } from './ledger-views';
import type { Owner } from './owner';
import { subscriptionQueries } from './subscription-queries';

/**
 * PUT /ledger-api/subscriptions/{id}/payment/recurring/card: the plan's later charges go to a new
 * card. The card is verified first (a zero charge, with no transaction open); only the learner's
 * latest plan can be changed (NOT_LATEST_SUBSCRIPTION), and not once it has expired. A period
 * being retried is retried at once with the new card, as a learner fixing a declined card expects.
 */
export async function changeRecurringCard(options: {
  db: Database;
  cards: CardProvider;
  owner: Owner;
  subscriptionId: string;
  card: CardPaymentRequest;
  now: () => Date;
}): Promise<Subscription> {
  const { db, owner, subscriptionId, now } = options;
  await changeableSubscription(db, owner, subscriptionId);
  const answer = await chargeCardWithRetries(options.cards, {
    requestId: randomUUID(),
    amountCents: 0,
    card: cardOf(options.card),
  });
  if (!answer.ok) throw new AppError(answer.error);
  const { result } = answer;
  if (!isPaid(result.status) || !result.stored) {
    throw new AppError(result.errorCode ?? 'PAYMENT_ERROR');
  }
  const stored = result.stored;
  return db.transaction(async (tx) => {
    const at = now();
    const row = await subscriptionQueries.lockLatest(tx, owner);
    // Checked again under the lock: the plan may have changed during the verification.
    if (!row || row.id !== subscriptionId) throw new AppError('NOT_LATEST_SUBSCRIPTION');
    if (row.status === 'EXPIRED') throw new AppError('SUBSCRIPTION_CHANGE_NOT_ALLOWED');
    const next = await subscriptionQueries.update(tx, row.id, {
      paymentMethod: 'CREDIT_CARD',
      instrumentReference: stored.reference,
      brand: stored.brand,
      lastFour: stored.lastFour,
      expiresOn: stored.expiresOn,
      expiryWarnedFor: null,
      nextPaymentAt: row.failures > 0 && row.nextPaymentAt ? at : row.nextPaymentAt,
      updatedAt: at,
    });
    await announceSubscription(tx, next, null, at);
    return subscriptionView(next);
  });
}

/** The learner's latest plan, if `subscriptionId` is it and it can still change. */
async function changeableSubscription(db: Database, owner: Owner, subscriptionId: string) {
  const row = await subscriptionQueries.owned(db, owner, subscriptionId);
  if (!row) throw new AppError('NOT_FOUND');
  const latest = await subscriptionQueries.latest(db, owner);
  if (latest?.id !== row.id) throw new AppError('NOT_LATEST_SUBSCRIPTION');
  if (row.status === 'EXPIRED') throw new AppError('SUBSCRIPTION_CHANGE_NOT_ALLOWED');
  return row;
}
