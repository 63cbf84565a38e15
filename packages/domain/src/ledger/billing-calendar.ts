import type { Periodicity } from './periodicity';

const DAY_MS = 86_400_000;

// Each periodicity as a step of whole days or whole months (SPEC §3 "Payment plan").
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
