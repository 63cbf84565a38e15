import { and, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { PAYFLOW_APPROVED } from './payflow-result-codes';
import {
  sandboxAchDebits,
  sandboxGatewayCharges,
  sandboxGatewayCredits,
  sandboxPayPalOrders,
  sandboxPayPalRefunds,
} from './sandbox-tables';

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

/**
 * The sandbox PayPal's settlement report of a UTC day, shaped as PayPal's Settlement Report (STL):
 * quoted CSV rows tagged by their first field (`RH` the report's header, `CH` the columns, `SB`
 * a transaction), amounts in cents, event code T0006 a checkout payment and T1107 a refund, with
 * PayPal's fee (3.49% and 49 cents on a payment, given back in proportion on a refund).
 */
export const PAYPAL_SETTLEMENT_COLUMNS = [
  'CH',
  'Transaction ID',
  'Transaction Event Code',
  'Transaction Completion Date',
  'Transaction Debit or Credit',
  'Gross Transaction Amount',
  'Gross Transaction Currency',
  'Fee Debit or Credit',
  'Fee Amount',
] as const;

/** PayPal's fee on a US checkout payment, in cents. */
export const paypalFeeCents = (amountCents: number) => Math.round(amountCents * 0.0349) + 49;

const quoted = (fields: (string | number)[]) => fields.map((field) => `"${field}"`).join(',');

export async function paypalSettlementFile(db: Database, day: string): Promise<string> {
  const { start, end } = dayBounds(day);
  const captures = await db
    .select()
    .from(sandboxPayPalOrders)
    .where(
      and(
        eq(sandboxPayPalOrders.captureStatus, 'COMPLETED'),
        gte(sandboxPayPalOrders.capturedAt, start),
        lt(sandboxPayPalOrders.capturedAt, end),
      ),
    )
    .orderBy(sandboxPayPalOrders.captureId);
  const refunds = await db
    .select({ refund: sandboxPayPalRefunds, order: sandboxPayPalOrders })
    .from(sandboxPayPalRefunds)
    .innerJoin(
      sandboxPayPalOrders,
      eq(sandboxPayPalOrders.captureId, sandboxPayPalRefunds.captureId),
    )
    .where(
      and(
        eq(sandboxPayPalRefunds.status, 'COMPLETED'),
        gte(sandboxPayPalRefunds.createdAt, start),
        lt(sandboxPayPalRefunds.createdAt, end),
      ),
    )
    .orderBy(sandboxPayPalRefunds.id);
  const rows = [quoted(['RH', day, 'SANDBOX']), quoted([...PAYPAL_SETTLEMENT_COLUMNS])];
  for (const capture of captures) {
    rows.push(
      quoted([
        'SB',
        capture.captureId!,
        'T0006',
        capture.capturedAt!.toISOString(),
        'CR',
        capture.amountCents,
        capture.currency,
        'DR',
        paypalFeeCents(capture.amountCents),
      ]),
    );
  }
  for (const { refund, order } of refunds) {
    const fee = Math.round(
      (paypalFeeCents(order.amountCents) * refund.amountCents) / order.amountCents,
    );
    rows.push(
      quoted([
        'SB',
        refund.id,
        'T1107',
        refund.createdAt.toISOString(),
        'DR',
        refund.amountCents,
        order.currency,
        'CR',
        fee,
      ]),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}

/**
 * The sandbox bank's report of a UTC day, shaped as Authorize.Net's transaction detail download:
 * the debits it took that day, each with its status as the bank answers it now (pending, settled,
 * or returned), amounts in dollars, no fee (eCheck.Net bills its fees monthly).
 */
export const BANK_SETTLEMENT_HEADER =
  'Transaction ID,Transaction Status,Settlement Amount,Settlement Currency,Submit Date Time,Payment Method';

export async function bankSettlementFile(db: Database, day: string, now: Date): Promise<string> {
  const { start, end } = dayBounds(day);
  const debits = await db
    .select()
    .from(sandboxAchDebits)
    .where(and(gte(sandboxAchDebits.createdAt, start), lt(sandboxAchDebits.createdAt, end)))
    .orderBy(sandboxAchDebits.trace);
  const statusOf = (debit: typeof sandboxAchDebits.$inferSelect) =>
    now < debit.answersAt
      ? 'Captured/Pending Settlement'
      : debit.outcome === 'SETTLE'
        ? 'Settled Successfully'
        : 'Returned Item';
  const lines = [BANK_SETTLEMENT_HEADER];
  for (const debit of debits) {
    lines.push(
      `${debit.trace},${statusOf(debit)},${dollars(debit.amountCents)},USD,${debit.createdAt!.toISOString()},eCheck`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
