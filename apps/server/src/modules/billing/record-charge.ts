import type { Membership } from '@portal/domain/enrollment/order';
import { billingDate } from '@portal/domain/ledger/billing-calendar';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import {
  accessEnd,
  afterAccessCode,
  afterCharge,
  afterDebtPaid,
  afterPeriodEnd,
  declinedOutcome,
  isPaidInFull,
  RESTART_WINDOW_DAYS,
  retryAt,
} from '@portal/domain/ledger/subscription-lifecycle';
import type { SubscriptionStatus } from '@portal/domain/ledger/subscription-status';
import type { LivePayload } from '@portal/domain/live/live-payloads';
import type { Transaction } from '../../db/database';
import type { NewLiveEvent } from '../../live/live-message';
import { outboxQueries } from '../../live/outbox-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { type NoticePayment, queueBillingNotices } from './billing-notices';
import { enrollmentPlanEvent } from '../orders/ledger-events';
import { membershipView, subscriptionView } from '../../ledger-records/ledger-views';
import { membershipQueries } from '../../ledger-records/membership-queries';
import {
  type ChargeRow,
  type SubscriptionRow,
  subscriptionQueries,
} from '../../ledger-records/subscription-queries';

/** When period `n` of the subscription is due, on its (possibly re-anchored) calendar. */
export const dueAt = (
  row: Pick<SubscriptionRow, 'anchorAt' | 'periodicity' | 'anchorPeriod'>,
  n: number,
) => billingDate(row.anchorAt, row.periodicity as Periodicity, n - row.anchorPeriod);

/**
 * What a change does to a subscription, decided before anything is written, so the billing run
 * writes a whole batch of them in a few statements: the subscription as it becomes, what happens
 * to the learner's access, and the events it raises.
 */
export interface SubscriptionEffect {
  next: SubscriptionRow;
  /** Access given until the plan's `accessEnd`, taken away now, or left as it is. */
  access: 'enable' | 'expire' | null;
  event: LivePayload<'userSubscriptionEntity'>['event'];
  debtChanged: boolean;
  /** What the learner is told by mail, with the settled payment it is about. */
  notice: { kind: 'paid' | 'declined' | 'failed'; charge: NoticePayment } | null;
}

/**
 * A settled charge on its subscription: a period charge moves the calendar, retries or fails the
 * plan (docs/billing.md); a debt payment clears the debt. The learner is told of each by mail.
 */
export function chargeEffect(
  row: SubscriptionRow,
  charge: ChargeRow,
  paid: boolean,
  at: Date,
): SubscriptionEffect {
  const effect =
    charge.period === null
      ? debtPaymentEffect(row, charge, paid, at)
      : paid
        ? paidPeriodEffect(row, charge.period, at)
        : declinedPeriodEffect(row, at);
  const kind = paid ? 'paid' : effect.next.status === 'FAILED' ? 'failed' : 'declined';
  return { ...effect, notice: { kind, charge } };
}

type EffectWithoutNotice = Omit<SubscriptionEffect, 'notice'>;

/**
 * A payment the bank returned after the learner was given access (an ACH return, days or weeks
 * later): its amount becomes debt and the plan fails as a period declined for good does.
 */
export function returnedPaymentEffect(
  row: SubscriptionRow,
  payment: NoticePayment,
  at: Date,
): SubscriptionEffect {
  const status = afterCharge(row.status as SubscriptionStatus, 'declined');
  return {
    next: {
      ...row,
      status,
      nextPaymentAt: null,
      debtCents: row.debtCents + payment.amountCents,
      updatedAt: at,
    },
    access: 'expire',
    event: status === 'FAILED' ? 'USER_SUBSCRIPTION_FAILED' : null,
    debtChanged: true,
    notice: { kind: 'failed', charge: payment },
  };
}

/**
 * An access code pays the plan's program in full: billing stops for good, access lasts without end,
 * and the debt, if any, is paid by it (`debtPayment`, the charge recording that).
 */
export function paidInFullEffect(
  row: SubscriptionRow,
  token: string,
  debtPayment: ChargeRow | null,
  at: Date,
): SubscriptionEffect {
  const status = afterAccessCode(row.status as SubscriptionStatus, row.paymentMethod)!;
  return {
    next: {
      ...row,
      status,
      paymentMethod: 'PREPAID_TOKEN',
      instrumentReference: token,
      brand: null,
      lastFour: token.slice(-4),
      expiresOn: null,
      expiryWarnedFor: null,
      nextPaymentAt: null,
      failures: 0,
      debtCents: 0,
      cancelReason: null,
      updatedAt: at,
    },
    access: 'enable',
    event: row.status === status ? null : 'USER_SUBSCRIPTION_ENABLED',
    debtChanged: row.debtCents > 0,
    notice: debtPayment ? { kind: 'paid', charge: debtPayment } : null,
  };
}

/** A cancelled plan reaches the end of its paid period: nothing is charged and access ends. */
export function periodEndEffect(row: SubscriptionRow, at: Date): SubscriptionEffect {
  const status = afterPeriodEnd(row.status as SubscriptionStatus);
  return {
    next: { ...row, status, nextPaymentAt: null, updatedAt: at },
    access: 'expire',
    event: null,
    debtChanged: false,
    notice: null,
  };
}

function paidPeriodEffect(row: SubscriptionRow, period: number, at: Date): EffectWithoutNotice {
  const status = row.status as SubscriptionStatus;
  // A plan that was not running starts its calendar again from this payment.
  const restarted = status === 'DISABLE_TO_ENABLE' || status === 'DISABLED';
  const calendar = restarted ? { ...row, anchorAt: at, anchorPeriod: period } : row;
  return {
    next: {
      ...calendar,
      status: afterCharge(status, 'paid'),
      nextPeriod: period + 1,
      nextPaymentAt: dueAt(calendar, period + 1),
      failures: 0,
      updatedAt: at,
    },
    access: 'enable',
    event: restarted ? 'USER_SUBSCRIPTION_ENABLED' : null,
    debtChanged: false,
  };
}

function declinedPeriodEffect(row: SubscriptionRow, at: Date): EffectWithoutNotice {
  const failures = row.failures + 1;
  const outcome = declinedOutcome(failures);
  if (outcome === 'retry') {
    const retry = retryAt(dueAt(row, row.nextPeriod), failures);
    return {
      // A run that was late retries at once rather than in the past.
      next: { ...row, failures, nextPaymentAt: retry > at ? retry : at, updatedAt: at },
      access: null,
      event: null,
      debtChanged: false,
    };
  }
  const status = afterCharge(row.status as SubscriptionStatus, outcome);
  const failed = status === 'FAILED';
  return {
    next: {
      ...row,
      status,
      failures,
      nextPaymentAt: null,
      debtCents: failed ? row.debtCents + row.amountCents : row.debtCents,
      updatedAt: at,
    },
    access: 'expire',
    event: failed ? 'USER_SUBSCRIPTION_FAILED' : null,
    debtChanged: failed,
  };
}

/**
 * A paid debt clears it. A failed plan is enabled again with its calendar anchored on the
 * payment, the unpaid period counted as paid by it; a plan cancelled with debt ends.
 */
function debtPaymentEffect(
  row: SubscriptionRow,
  charge: ChargeRow,
  paid: boolean,
  at: Date,
): EffectWithoutNotice {
  if (!paid) return { next: row, access: null, event: null, debtChanged: false };
  const status = afterDebtPaid(row.status as SubscriptionStatus);
  const resumed = row.status === 'FAILED' && status === 'ENABLED';
  // A plan paid in full resumes without a calendar: nothing more is billed.
  const billed = resumed && !isPaidInFull(row.paymentMethod);
  const calendar = billed ? { ...row, anchorAt: at, anchorPeriod: row.nextPeriod } : row;
  const nextPeriod = billed ? row.nextPeriod + 1 : row.nextPeriod;
  return {
    next: {
      ...calendar,
      status,
      debtCents: Math.max(0, row.debtCents - charge.amountCents),
      failures: 0,
      nextPeriod,
      nextPaymentAt: billed ? dueAt(calendar, nextPeriod) : row.nextPaymentAt,
      updatedAt: at,
    },
    access: resumed ? 'enable' : status === 'DISABLED' ? 'expire' : null,
    event: resumed ? 'USER_SUBSCRIPTION_ENABLED' : null,
    debtChanged: true,
  };
}

const ownerOf = (row: SubscriptionRow) => ({ tenantId: row.tenantId, userId: row.userId });

const expiryOf = (membership: Membership) =>
  membership.membershipExpiredDate ? new Date(membership.membershipExpiredDate) : null;

/**
 * The membership an effect leaves: enabled until the plan's access ends (`accessEnd`), or expired
 * now.
 */
function membershipAfter(effect: SubscriptionEffect, at: Date): Membership | null {
  if (effect.access === 'enable') {
    const { status, nextPaymentAt } = effect.next;
    return membershipView({
      status: 'enabled',
      expiresAt: accessEnd(status as SubscriptionStatus, nextPaymentAt),
      daysToRestart: null,
    });
  }
  if (effect.access === 'expire') {
    return membershipView({ status: 'expired', expiresAt: at, daysToRestart: RESTART_WINDOW_DAYS });
  }
  return null;
}

/**
 * Writes the effects of one batch inside the caller's transaction, the subscriptions locked: the
 * subscriptions in one statement, the memberships in two, every event in one, the mail in one.
 */
export async function applyEffects(
  tx: Transaction,
  tenants: TenantRegistry,
  effects: SubscriptionEffect[],
  at: Date,
) {
  if (effects.length === 0) return;
  await subscriptionQueries.updateMany(
    tx,
    effects.map((e) => e.next),
  );
  const memberships = effects.map((effect) => ({
    effect,
    membership: membershipAfter(effect, at),
  }));
  await membershipQueries.enableMany(
    tx,
    memberships.flatMap(({ effect, membership }) =>
      membership?.membershipStatus === 'enabled'
        ? [{ ...ownerOf(effect.next), expiresAt: expiryOf(membership) }]
        : [],
    ),
    at,
  );
  await membershipQueries.expireMany(
    tx,
    memberships.flatMap(({ effect, membership }) =>
      membership?.membershipStatus === 'expired' ? [ownerOf(effect.next)] : [],
    ),
    RESTART_WINDOW_DAYS,
    at,
  );
  const events: NewLiveEvent[] = [];
  for (const { effect, membership } of memberships) {
    const owner = ownerOf(effect.next);
    if (membership) {
      const event =
        membership.membershipStatus === 'enabled' ? 'MEMBERSHIP_ENABLED' : 'MEMBERSHIP_EXPIRED';
      events.push({
        ...owner,
        subject: 'membershipEntity',
        payload: { event, membership },
        now: at,
      });
    }
    events.push({
      ...owner,
      subject: 'userSubscriptionEntity',
      payload: { event: effect.event, subscription: subscriptionView(effect.next) },
      now: at,
    });
    if (effect.debtChanged) events.push(enrollmentPlanEvent(owner, effect.next.debtCents, at));
  }
  await outboxQueries.writeMany(tx, events);
  await queueBillingNotices(
    tx,
    tenants,
    effects.flatMap(({ next, notice }) => (notice ? [{ ...notice, subscription: next }] : [])),
    at,
  );
}
