import type { Address } from '@portal/domain/user/address';
import type { Database, Transaction } from '../../db/database';
import { countPaymentOutcome } from '../../payments/payment-outcome-counter';
import type { ProviderResult, StoredInstrument } from '../../payments/payment-provider';
import { isPaid } from '../../ledger-records/attempt-status';
import { examRegistrationQueries } from '../../ledger-records/exam-registration-queries';
import { announceMembership, announceOrder } from './ledger-events';
import { membershipQueries } from '../../ledger-records/membership-queries';
import { orderQueries } from '../../ledger-records/order-queries';
import { type Owner } from '../../ledger-records/owner';
import {
  type AttemptRow,
  paymentAttemptQueries,
} from '../../ledger-records/payment-attempt-queries';
import { startSubscription } from '../billing/start-subscription';
import { recordBillingAddress } from '../users/record-enrolment';

/** What the provider said about an attempt; `lost` when it never received the request. */
export type ProviderOutcome = { kind: 'answered'; result: ProviderResult } | { kind: 'lost' };

/**
 * Records a paid order inside the caller's transaction: the order SUCCESS at the amount paid; for
 * an enrolment, the membership enabled (docs/product/states-and-transitions.md: this is what grants fill profile), and both events. An enrolment
 * paid with an instrument the provider keeps for us starts its payment plan, which enables the
 * membership until the next period's retries; a prepaid one is enabled without end.
 */
export async function completeOrder(
  tx: Transaction,
  owner: Owner,
  move: {
    orderId: string;
    from: string[];
    amountCents: number;
    now: Date;
    recurring?: {
      paymentMethod: string;
      instrument: StoredInstrument;
      promoCode: string | null;
      /** The promotion's terms the payment was charged under, when it kept them. */
      promotion: AttemptRow['promotion'];
    };
    /**
     * Paid by a bank transfer the bank has yet to settle: access is given now, but the order is
     * stored without its success notice (the page says the payment is processing); the
     * settlement tells it (settle-bank-transfers.ts).
     */
    processing?: boolean;
  },
) {
  const moved = await orderQueries.moveOrder(tx, owner, move.orderId, {
    from: move.from,
    to: 'SUCCESS',
    totalCents: move.amountCents,
    now: move.now,
  });
  if (!moved) return undefined;
  // An exam is a one-off purchase: no plan and no change of membership, but its registration
  // with the proctoring service starts (docs/challenge-exams.md).
  if (moved.kind === 'CHALLENGE_EXAM') {
    await examRegistrationQueries.openRegistration(tx, owner, moved.id, move.now);
    return announceOrder(tx, owner, moved, 'ORDER_SUCCESS', move.now);
  }
  const planned =
    move.recurring &&
    moved.kind === 'ENROLLMENT_PLAN' &&
    (await startSubscription(tx, owner, { order: moved, ...move.recurring, now: move.now }));
  if (!planned) {
    const membership = await membershipQueries.setMembershipStatus(tx, owner, 'enabled', move.now);
    await announceMembership(tx, owner, 'MEMBERSHIP_ENABLED', move.now, membership);
  }
  return announceOrder(tx, owner, moved, move.processing ? null : 'ORDER_SUCCESS', move.now);
}

/**
 * Settles an open card attempt with the provider's outcome (the second transaction of a card
 * payment, or a later request resolving a timed-out one): the settled attempt, with the order as
 * this transaction announced it. Undefined when another request settled it first. A lost request failed without charging: the order can be paid again. A paid
 * attempt's `billingAddress` (what the learner typed to pay) becomes the user's when they have
 * none yet (recordBillingAddress, WCAG 3.3.7).
 */
export async function settleAttempt(
  tx: Transaction,
  owner: Owner,
  attempt: AttemptRow,
  outcome: ProviderOutcome,
  now: Date,
  billingAddress?: Omit<Address, 'addressType'>,
) {
  await orderQueries.lockOrder(tx, owner, attempt.orderId);
  const settled = await paymentAttemptQueries.settleAttempt(
    tx,
    attempt.id,
    outcome.kind === 'lost'
      ? { status: 'FAILED', errorCode: 'PAYMENT_TIMEOUT', completedAt: now }
      : {
          status: outcome.result.status,
          pnref: outcome.result.transactionId,
          responseCode: outcome.result.responseCode,
          errorCode: outcome.result.errorCode,
          providerData: outcome.result.data,
          completedAt: now,
        },
  );
  if (!settled) return undefined;
  if (isPaid(settled.status)) {
    const stored = outcome.kind === 'answered' ? outcome.result.stored : null;
    const order = await completeOrder(tx, owner, {
      orderId: attempt.orderId,
      from: ['PENDING'],
      amountCents: attempt.amountCents,
      now,
      processing: settled.status === 'PROCESSING',
      recurring: stored
        ? {
            paymentMethod: attempt.paymentMethod,
            instrument: stored,
            promoCode: attempt.promoCode,
            promotion: attempt.promotion,
          }
        : undefined,
    });
    if (billingAddress) await recordBillingAddress(tx, owner, { address: billingAddress, now });
    return { attempt: settled, order };
  }
  const failed = await orderQueries.moveOrder(tx, owner, attempt.orderId, {
    from: ['PENDING'],
    to: 'FAIL',
    now,
  });
  const order = await announceOrder(tx, owner, failed ?? attempt.orderId, 'ORDER_FAIL', now);
  return { attempt: settled, order };
}

/**
 * The one place a provider's answer about a payment is recorded: settleAttempt in its own
 * transaction, then, once committed, the outcome counted for /metrics (docs/operations.md).
 */
export async function recordAttemptOutcome(
  db: Database,
  ...args: Parameters<typeof settleAttempt> extends [Transaction, ...infer Rest] ? Rest : never
) {
  const settled = await db.transaction((tx) => settleAttempt(tx, ...args));
  if (settled) countPaymentOutcome(settled.attempt);
  return settled;
}
