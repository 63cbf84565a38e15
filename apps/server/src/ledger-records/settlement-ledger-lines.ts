import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { LedgerLine, SettlementGateway } from '@portal/domain/ledger/reconciliation';
import type { Executor } from '../db/database';
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

function dayBounds(day: string) {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000) };
}

/**
 * What the gateway should list for a UTC day, across tenants (one gateway account serves them
 * all): its captured payments and its refunds completed that day, by the gateway's id.
 */
export async function settlementLedgerLines(
  db: Executor,
  gateway: SettlementGateway,
  day: string,
): Promise<LedgerLine[]> {
  const { start, end } = dayBounds(day);
  const charges = await db
    .select({
      transactionId: paymentAttempts.pnref,
      amountCents: paymentAttempts.amountCents,
      tenantId: paymentAttempts.tenantId,
      orderId: paymentAttempts.orderId,
    })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.paymentMethod, METHOD[gateway]),
        inArray(paymentAttempts.status, MOVED_MONEY[gateway]),
        isNotNull(paymentAttempts.pnref),
        sql`${paymentAttempts.amountCents} > 0`,
        gte(paymentAttempts.completedAt, start),
        lt(paymentAttempts.completedAt, end),
      ),
    );
  // The bank's report lists debits only: its credits (refunds) are not reconciled yet.
  const credits =
    gateway === 'bank'
      ? []
      : await db
          .select({
            transactionId: refunds.transactionId,
            amountCents: refunds.amountCents,
            tenantId: refunds.tenantId,
            orderId: refunds.orderId,
          })
          .from(refunds)
          .innerJoin(paymentAttempts, eq(paymentAttempts.id, refunds.attemptId))
          .where(
            and(
              eq(paymentAttempts.paymentMethod, METHOD[gateway]),
              eq(refunds.status, 'REFUNDED'),
              isNotNull(refunds.transactionId),
              gte(refunds.completedAt, start),
              lt(refunds.completedAt, end),
            ),
          );
  return [
    ...charges.map((row) => ({
      ...row,
      transactionId: row.transactionId!,
      type: 'charge' as const,
    })),
    ...credits.map((row) => ({
      ...row,
      transactionId: row.transactionId!,
      type: 'refund' as const,
    })),
  ];
}
