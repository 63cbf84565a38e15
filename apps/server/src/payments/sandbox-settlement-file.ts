import { and, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { PAYFLOW_APPROVED } from './payflow-result-codes';
import { sandboxGatewayCharges, sandboxGatewayCredits } from './sandbox-tables';

/**
 * The sandbox card gateway's daily settlement report (docs/reconciliation.md "The files"), shaped
 * as Payflow's settlement report in PayPal Manager: one CSV line per sale or credit that settled
 * in the day's batch, the PNREF as its transaction id, the amount in dollars, no fee (Payflow does
 * not report the processor's fees).
 */
export const CARD_SETTLEMENT_HEADER = 'Settle Date,Transaction ID,Type,Amount,Currency';

/**
 * The demo's knob: test cards whose day disagrees with the ledger, by their last four digits, so
 * that a demo user sees the finance queue work (docs/reconciliation.md "The demo knob").
 */
export const SANDBOX_SETTLEMENT_CARDS = {
  /** Settles a dollar short. */
  short: '4000000000000721',
  /** Left out of the file. */
  missing: '4000000000000722',
  /** Listed twice. */
  twice: '4000000000000723',
  /** Its line's amount is not a number. */
  garbled: '4000000000000724',
} as const;

const lastFour = (card: string) => card.slice(-4);
const KNOB = {
  short: lastFour(SANDBOX_SETTLEMENT_CARDS.short),
  missing: lastFour(SANDBOX_SETTLEMENT_CARDS.missing),
  twice: lastFour(SANDBOX_SETTLEMENT_CARDS.twice),
  garbled: lastFour(SANDBOX_SETTLEMENT_CARDS.garbled),
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The UTC day's bounds, for 'YYYY-MM-DD'. */
function dayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000) };
}

/** The card sandbox's report for a UTC day, from what it recorded: its batch closes at midnight. */
export async function cardSettlementFile(db: Database, day: string): Promise<string> {
  const { start, end } = dayBounds(day);
  const charges = await db
    .select()
    .from(sandboxGatewayCharges)
    .where(
      and(
        eq(sandboxGatewayCharges.resultCode, PAYFLOW_APPROVED),
        gt(sandboxGatewayCharges.amountCents, 0),
        gt(sandboxGatewayCharges.settlesAt, start),
        lte(sandboxGatewayCharges.settlesAt, end),
      ),
    )
    .orderBy(sandboxGatewayCharges.pnref);
  const credits = await db
    .select()
    .from(sandboxGatewayCredits)
    .where(
      and(
        eq(sandboxGatewayCredits.resultCode, PAYFLOW_APPROVED),
        gte(sandboxGatewayCredits.createdAt, start),
        lt(sandboxGatewayCredits.createdAt, end),
      ),
    )
    .orderBy(sandboxGatewayCredits.pnref);
  const lines = [CARD_SETTLEMENT_HEADER];
  for (const charge of charges) {
    const line = (amount: string) => `${day},${charge.pnref},Sale,${amount},USD`;
    switch (charge.lastFour) {
      case KNOB.missing:
        break;
      case KNOB.short:
        lines.push(line(dollars(charge.amountCents - 100)));
        break;
      case KNOB.twice:
        lines.push(line(dollars(charge.amountCents)), line(dollars(charge.amountCents)));
        break;
      case KNOB.garbled:
        lines.push(line('n/a'));
        break;
      default:
        lines.push(line(dollars(charge.amountCents)));
    }
  }
  for (const credit of credits) {
    lines.push(`${day},${credit.pnref},Credit,${dollars(credit.amountCents)},USD`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
