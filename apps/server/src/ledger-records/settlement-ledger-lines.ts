import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  PENDING_REFUND_WINDOW_DAYS,
  type LedgerLine,
  type SettlementGateway,
  type SettlementLineType,
} from '@portal/domain/ledger/reconciliation';
import type { Executor } from '../db/database';
import { subscriptionCharges, subscriptions } from '../modules/billing/billing-tables';
import { paymentDisputes } from '../modules/disputes/dispute-tables';
import { paymentAttempts } from '../modules/payment-methods/payment-tables';
import { refunds } from '../modules/refunds/refund-tables';

/** The ledger's payment method of each gateway's money. */
const METHOD: Record<SettlementGateway, string> = {
  card: 'CREDIT_CARD',
  paypal: 'PAYPAL',
  bank: 'ACH',
};

/**
 * Attempts whose money moved at the gateway; a refund is its own entry and leaves the attempt as
 * it was. A bank debit is in the file of the day the bank took it, whatever became of it since:
 * on its way, settled, or returned (FAILED with the bank's trace; one refused at once has none).
 */
const MOVED_MONEY: Record<SettlementGateway, string[]> = {
  card: ['CAPTURED', 'AUTHORIZED', 'PROCESSING'],
  paypal: ['CAPTURED', 'AUTHORIZED', 'PROCESSING'],
  bank: ['PROCESSING', 'CAPTURED', 'FAILED'],
};

const DAY_MS = 24 * 3600 * 1000;

function dayBounds(day: string) {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

interface Row {
  transactionId: string | null;
  amountCents: number;
  tenantId: string;
  orderId: string;
}

const linesOf = (type: SettlementLineType, rows: Row[]): LedgerLine[] =>
  rows.map((row) => ({ ...row, transactionId: row.transactionId!, type }));

/**
 * What the gateway should list for a UTC day, across tenants (one gateway account serves them
 * all), by the gateway's id (docs/reconciliation.md "Matching"): its payments (orders' and plans'
 * later charges), and its refunds
 * completed that day; for the bank, the returns recorded that day (of a debit, an order's or a
 * plan's, even a settled one, or of a credit); for cards and PayPal, the disputes opened that day (the chargeback) and
 * those won that day (its reversal), each under the disputed charge's id.
 */
export async function settlementLedgerLines(
  db: Executor,
  gateway: SettlementGateway,
  day: string,
): Promise<LedgerLine[]> {
  const { start, end } = dayBounds(day);
  const inDay = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));
  const ofGateway = eq(paymentAttempts.paymentMethod, METHOD[gateway]);
  const attempts = (where: SQL | undefined) =>
    db
      .select({
        transactionId: paymentAttempts.pnref,
        amountCents: paymentAttempts.amountCents,
        tenantId: paymentAttempts.tenantId,
        orderId: paymentAttempts.orderId,
      })
      .from(paymentAttempts)
      .where(and(ofGateway, isNotNull(paymentAttempts.pnref), where));
  const refundsWhere = (where: SQL | undefined) =>
    db
      .select({
        transactionId: refunds.transactionId,
        amountCents: refunds.amountCents,
        tenantId: refunds.tenantId,
        orderId: refunds.orderId,
      })
      .from(refunds)
      .innerJoin(paymentAttempts, eq(paymentAttempts.id, refunds.attemptId))
      .where(and(ofGateway, isNotNull(refunds.transactionId), where));
  // A plan's later periods and payments of its debt are charges of their own, at the same gateway
  // account, under the plan's enrolment order.
  const planCharges = (where: SQL | undefined) =>
    db
      .select({
        transactionId: subscriptionCharges.transactionId,
        amountCents: subscriptionCharges.amountCents,
        tenantId: subscriptionCharges.tenantId,
        orderId: subscriptions.orderId,
      })
      .from(subscriptionCharges)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
      .where(
        and(
          eq(subscriptionCharges.paymentMethod, METHOD[gateway]),
          isNotNull(subscriptionCharges.transactionId),
          where,
        ),
      );
  const disputes = (where: SQL | undefined) =>
    db
      .select({
        transactionId: paymentAttempts.pnref,
        amountCents: paymentDisputes.amountCents,
        tenantId: paymentDisputes.tenantId,
        orderId: paymentDisputes.orderId,
      })
      .from(paymentDisputes)
      .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentDisputes.attemptId))
      .where(and(eq(paymentDisputes.gateway, gateway), isNotNull(paymentAttempts.pnref), where));

  const lines = [
    ...linesOf(
      'charge',
      await attempts(
        and(
          inArray(paymentAttempts.status, MOVED_MONEY[gateway]),
          sql`${paymentAttempts.amountCents} > 0`,
          inDay(paymentAttempts.completedAt),
        ),
      ),
    ),
    ...linesOf(
      'charge',
      await planCharges(
        and(
          inArray(subscriptionCharges.status, MOVED_MONEY[gateway]),
          sql`${subscriptionCharges.amountCents} > 0`,
          inDay(subscriptionCharges.completedAt),
        ),
      ),
    ),
    ...linesOf(
      'refund',
      await refundsWhere(and(eq(refunds.status, 'REFUNDED'), inDay(refunds.completedAt))),
    ),
  ];
  if (gateway === 'bank') {
    lines.push(
      ...linesOf('return', await attempts(inDay(paymentAttempts.returnedAt))),
      ...linesOf('return', await planCharges(inDay(subscriptionCharges.returnedAt))),
      ...linesOf('return', await refundsWhere(inDay(refunds.returnedAt))),
    );
  } else {
    lines.push(
      ...linesOf('chargeback', await disputes(inDay(paymentDisputes.openedAt))),
      ...linesOf(
        'chargeback_reversal',
        await disputes(and(eq(paymentDisputes.status, 'WON'), inDay(paymentDisputes.decidedAt))),
      ),
    );
  }
  return lines;
}

/**
 * The gateway's refunds still on their way whose window (PENDING_REFUND_WINDOW_DAYS from when
 * finance asked for them) runs out on the day: each is flagged once, by the import of that day.
 * Until then a refund on its way is in no day's ledger, as it is in no day's file.
 */
export async function refundsStillPending(
  db: Executor,
  gateway: SettlementGateway,
  day: string,
): Promise<LedgerLine[]> {
  const { start, end } = dayBounds(day);
  const window = PENDING_REFUND_WINDOW_DAYS * DAY_MS;
  const rows = await db
    .select({
      transactionId: refunds.transactionId,
      amountCents: refunds.amountCents,
      tenantId: refunds.tenantId,
      orderId: refunds.orderId,
      refundId: refunds.id,
    })
    .from(refunds)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, refunds.attemptId))
    .where(
      and(
        eq(paymentAttempts.paymentMethod, METHOD[gateway]),
        eq(refunds.status, 'PROCESSING'),
        gte(refunds.createdAt, new Date(start.getTime() - window)),
        lt(refunds.createdAt, new Date(end.getTime() - window)),
      ),
    );
  return rows.map(({ refundId, ...row }) => ({
    ...row,
    transactionId: row.transactionId ?? refundId,
    type: 'refund' as const,
  }));
}
