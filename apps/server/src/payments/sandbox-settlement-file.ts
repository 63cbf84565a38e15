import { and, eq, gt, gte, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WebhookGateway } from '@portal/domain/ledger/dispute';
import type { Database } from '../db/database';
import { PAYFLOW_APPROVED } from './payflow-result-codes';
import { sandboxCreditReturnedAt, sandboxDebitReturnedAt } from './sandbox-ach-provider';
import { sandboxGatewayDisputes } from './sandbox-dispute-tables';
import {
  sandboxAchCredits,
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
 * not report the processor's fees); and the processor's chargebacks of the day, and reversals of
 * won ones, each naming the PNREF of the sale it takes back.
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

/**
 * The sandbox's disputes of a gateway that moved money in the day: the chargebacks opened in it,
 * and the won ones decided in it (the money comes back). A lost dispute moves nothing more.
 */
async function disputeMoves(db: Database, gateway: WebhookGateway, start: Date, end: Date) {
  const inDay = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));
  const rows = await db
    .select()
    .from(sandboxGatewayDisputes)
    .where(
      and(
        eq(sandboxGatewayDisputes.gateway, gateway),
        or(
          inDay(sandboxGatewayDisputes.createdAt),
          and(
            eq(sandboxGatewayDisputes.status, 'WON'),
            isNotNull(sandboxGatewayDisputes.decidedAt),
            inDay(sandboxGatewayDisputes.decidedAt),
          ),
        ),
      ),
    )
    .orderBy(sandboxGatewayDisputes.id);
  const within = (at: Date | null) => at !== null && at >= start && at < end;
  return {
    chargebacks: rows.filter((row) => within(row.createdAt)),
    reversals: rows.filter((row) => row.status === 'WON' && within(row.decidedAt)),
  };
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
  const disputes = await disputeMoves(db, 'card', start, end);
  for (const dispute of disputes.chargebacks) {
    lines.push(`${day},${dispute.transactionId},Chargeback,${dollars(dispute.amountCents)},USD`);
  }
  for (const dispute of disputes.reversals) {
    lines.push(
      `${day},${dispute.transactionId},Chargeback Reversal,${dollars(dispute.amountCents)},USD`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The sandbox PayPal's settlement report of a UTC day, shaped as PayPal's Settlement Report (STL):
 * quoted CSV rows tagged by their first field (`RH` the report's header, `CH` the columns, `SB`
 * a transaction), amounts in cents, event code T0006 a checkout payment, T1107 a refund (on the
 * day it completed: an eCheck-funded one when it cleared), T1201 a chargeback and T1202 its
 * reversal, with PayPal's fee (3.49% and 49 cents on a payment, given back in proportion on a
 * refund; a chargeback gives none back).
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

export async function paypalSettlementFile(db: Database, day: string, now: Date): Promise<string> {
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
        gte(sandboxPayPalRefunds.completesAt, start),
        lt(sandboxPayPalRefunds.completesAt, end),
        lte(sandboxPayPalRefunds.completesAt, now),
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
        refund.completesAt.toISOString(),
        'DR',
        refund.amountCents,
        order.currency,
        'CR',
        fee,
      ]),
    );
  }
  const disputes = await disputeMoves(db, 'paypal', start, end);
  const disputeRow = (
    dispute: typeof sandboxGatewayDisputes.$inferSelect,
    code: string,
    at: Date,
    side: 'DR' | 'CR',
  ) =>
    quoted([
      'SB',
      dispute.transactionId,
      code,
      at.toISOString(),
      side,
      dispute.amountCents,
      'USD',
      'DR',
      0,
    ]);
  for (const dispute of disputes.chargebacks) {
    rows.push(disputeRow(dispute, 'T1201', dispute.createdAt, 'DR'));
  }
  for (const dispute of disputes.reversals) {
    rows.push(disputeRow(dispute, 'T1202', dispute.decidedAt!, 'CR'));
  }
  return `${rows.join('\r\n')}\r\n`;
}

/**
 * The sandbox bank's report of a UTC day, shaped as Authorize.Net's transaction detail download,
 * amounts in dollars, no fee (eCheck.Net bills its fees monthly): the debits it took that day,
 * each pending or settled as the bank answers it now (a return is a line of its own); the credits
 * (refunds) it settled that day; and the returns it received that day, of a debit (even one that
 * had settled) or of a credit, each naming the transfer it returns.
 */
export const BANK_SETTLEMENT_HEADER =
  'Transaction ID,Transaction Status,Settlement Amount,Settlement Currency,Submit Date Time,Payment Method';

export async function bankSettlementFile(db: Database, day: string, now: Date): Promise<string> {
  const { start, end } = dayBounds(day);
  const inDay = (at: Date | null) => at !== null && at >= start && at < end && at <= now;
  const debits = await db
    .select()
    .from(sandboxAchDebits)
    .where(
      or(
        and(gte(sandboxAchDebits.createdAt, start), lt(sandboxAchDebits.createdAt, end)),
        and(gte(sandboxAchDebits.answersAt, start), lt(sandboxAchDebits.answersAt, end)),
        and(gte(sandboxAchDebits.lateReturnAt, start), lt(sandboxAchDebits.lateReturnAt, end)),
      ),
    )
    .orderBy(sandboxAchDebits.trace);
  const credits = await db
    .select()
    .from(sandboxAchCredits)
    .where(and(gte(sandboxAchCredits.answersAt, start), lt(sandboxAchCredits.answersAt, end)))
    .orderBy(sandboxAchCredits.trace);
  const line = (trace: string, status: string, amountCents: number, at: Date) =>
    `${trace},${status},${dollars(amountCents)},USD,${at.toISOString()},eCheck`;
  const lines = [BANK_SETTLEMENT_HEADER];
  for (const debit of debits.filter((row) => inDay(row.createdAt))) {
    const status = now < debit.answersAt ? 'Captured/Pending Settlement' : 'Settled Successfully';
    lines.push(line(debit.trace, status, debit.amountCents, debit.createdAt!));
  }
  for (const credit of credits) {
    if (credit.outcome === 'SETTLE' && inDay(credit.answersAt)) {
      const at = credit.createdAt ?? credit.answersAt;
      lines.push(line(credit.trace, 'Refund Settled Successfully', credit.amountCents, at));
    }
  }
  for (const debit of debits) {
    const returnedAt = sandboxDebitReturnedAt(debit, now);
    if (inDay(returnedAt))
      lines.push(line(debit.trace, 'Returned Item', debit.amountCents, returnedAt!));
  }
  for (const credit of credits) {
    const returnedAt = sandboxCreditReturnedAt(credit, now);
    if (inDay(returnedAt)) {
      lines.push(line(credit.trace, 'Returned Item', credit.amountCents, returnedAt!));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
