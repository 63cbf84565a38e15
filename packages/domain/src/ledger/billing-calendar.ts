import type { Periodicity } from './periodicity';

const DAY_MS = 86_400_000;

// Each periodicity as a step of whole days or whole months (docs/product/entities.md "Payment plan").
const STEPS: Record<Periodicity, { days: number } | { months: number }> = {
  DAYS: { days: 1 },
  WEEK: { days: 7 },
  BIWK: { days: 14 },
  SMMO: { months: 1 }, // twice a month: see billingDate
  FRWK: { days: 28 },
  MONT: { months: 1 },
  QTER: { months: 3 },
  SMYR: { months: 6 },
  YEAR: { months: 12 },
};

/** The anchor moved by whole months, on the anchor's day or the month's last day if shorter. */
function addMonths(anchor: Date, months: number): Date {
  const target = new Date(anchor.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return target;
}

/**
 * When period `n` of a plan anchored at `anchor` is billed (period 0 is the anchor itself). Every
 * date is counted from the anchor, never from the previous date, so a plan started on 31 January
 * bills on 28 or 29 February and on 31 March again. Twice a month is the anchor's day and fifteen
 * days later, each month. Dates are UTC: the server's billing day.
 */
export function billingDate(anchor: Date, periodicity: Periodicity, n: number): Date {
  const step = STEPS[periodicity];
  if ('days' in step) return new Date(anchor.getTime() + n * step.days * DAY_MS);
  if (periodicity === 'SMMO') {
    const monthStart = addMonths(anchor, Math.floor(n / 2));
    return n % 2 === 0 ? monthStart : new Date(monthStart.getTime() + 15 * DAY_MS);
  }
  return addMonths(anchor, n * step.months);
}

/**
 * Where a plan bought `now` starts: a deferred first payment (DEFERRED_PAYMENT) anchors the plan
 * `deferredDays` later and bills that day (period 0); otherwise today's payment is period 0 and
 * the next is one period on. What the server records and what the checkout promises
 * ("then $299.00 per month from ...") are read here, so they agree.
 */
export function planStart(
  now: Date,
  periodicity: Periodicity,
  promotion: { kind: string; deferredDays: number | null } | null | undefined,
): { anchorAt: Date; nextPeriod: number; nextPaymentAt: Date } {
  const deferred = promotion?.kind === 'DEFERRED_PAYMENT';
  const anchorAt = deferred
    ? new Date(now.getTime() + (promotion.deferredDays ?? 0) * DAY_MS)
    : now;
  const nextPeriod = deferred ? 0 : 1;
  return { anchorAt, nextPeriod, nextPaymentAt: billingDate(anchorAt, periodicity, nextPeriod) };
}
