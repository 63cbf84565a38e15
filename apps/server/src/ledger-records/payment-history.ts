import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@portal/domain/i18n/languages';
import type { CardType } from '@portal/domain/ledger/card-type';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';
import {
  approvalStatusOf,
  type PaymentStatus,
  type PaymentTransaction,
  transactionStatusCode,
} from '@portal/domain/ledger/payment-transaction';
import type { Executor } from '../db/database';
import { queryAll } from '../db/query-all';
import { subscriptionCharges, subscriptions } from '../modules/billing/billing-tables';
import { orders } from '../modules/orders/order-tables';
import { paymentAttempts } from '../modules/payment-methods/payment-tables';
import { refunds } from '../modules/refunds/refund-tables';
import type { PaymentRefund } from '@portal/domain/ledger/refund';
import type { Owner } from './owner';
import { PAYMENT_DESCRIPTION_WORDS } from './payment-description-words';

/** How many payments the history lists: years of monthly billing. */
const HISTORY_LIMIT = 200;

interface PaymentRow {
  transactionId: string;
  targetId: string;
  amount: number;
  status: string;
  paymentMethod: string;
  cardType: string | null;
  lastFour: string | null;
  pnref: string | null;
  errorCode: string | null;
  settledAt: Date | null;
  date: Date;
}

/** What a payment is for, in English and, where it has one, in Spanish. */
interface Described {
  description: string;
  es?: { description: string };
}

/** An order's payment: the name its first item holds (in Spanish too, if it kept one). */
function orderDescription(row: { itemName: string | null; spanishItemName: string | null }) {
  const words = PAYMENT_DESCRIPTION_WORDS;
  if (row.itemName === null) {
    return { description: words.en.order, es: { description: words.es.order } };
  }
  return {
    description: row.itemName,
    ...(row.spanishItemName && { es: { description: row.spanishItemName } }),
  };
}

/** A plan's charge: the debt, or the plan's payment by its number. */
function chargeDescription(row: {
  period: number | null;
  planName: string;
  spanishPlanName: string | null;
}): Described {
  const said = (language: Language, plan: string) => {
    const words = PAYMENT_DESCRIPTION_WORDS[language];
    return row.period === null ? words.debt : words.planPayment(plan, row.period + 1);
  };
  return {
    description: said('en', row.planName),
    es: { description: said('es', row.spanishPlanName ?? row.planName) },
  };
}

function transactionOf(
  row: PaymentRow,
  described: Described,
  billingTarget: 'ORDER' | 'SUBSCRIPTION',
): PaymentTransaction {
  const { settledAt, ...payment } = row;
  const status = row.status as PaymentStatus;
  return {
    ...payment,
    ...described,
    billingTarget,
    status,
    transactionStatus: transactionStatusCode(status, row.amount, settledAt !== null),
    approvalStatus: approvalStatusOf(status),
    paymentMethod: row.paymentMethod as PaymentMethod,
    // A subscription's method may be a bank account or PayPal, whose brand is no card type.
    cardType: row.paymentMethod === 'CREDIT_CARD' ? (row.cardType as CardType | null) : null,
    date: new Date(row.date).toISOString(),
  };
}

const orderPayments = (db: Executor, owner: Owner) =>
  db
    .select({
      transactionId: paymentAttempts.id,
      targetId: paymentAttempts.orderId,
      itemName: sql<string | null>`(select name from order_items i
        where i.order_id = ${orders.id} order by i.id limit 1)`,
      spanishItemName: sql<string | null>`(select es->>'name' from order_items i
        where i.order_id = ${orders.id} order by i.id limit 1)`,
      amount: paymentAttempts.amountCents,
      status: paymentAttempts.status,
      paymentMethod: paymentAttempts.paymentMethod,
      cardType: paymentAttempts.cardType,
      lastFour: paymentAttempts.lastFour,
      pnref: paymentAttempts.pnref,
      errorCode: paymentAttempts.errorCode,
      settledAt: paymentAttempts.settledAt,
      date: sql<Date>`coalesce(${paymentAttempts.completedAt}, ${paymentAttempts.createdAt})`,
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(
      and(eq(paymentAttempts.tenantId, owner.tenantId), eq(paymentAttempts.userId, owner.userId)),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(HISTORY_LIMIT);

const subscriptionPayments = (db: Executor, owner: Owner, chargeId?: string) =>
  db
    .select({
      transactionId: subscriptionCharges.id,
      targetId: subscriptionCharges.subscriptionId,
      period: subscriptionCharges.period,
      planName: subscriptions.planName,
      spanishPlanName: sql<string | null>`${subscriptions.planEs}->>'name'`,
      amount: subscriptionCharges.amountCents,
      status: subscriptionCharges.status,
      paymentMethod: subscriptionCharges.paymentMethod,
      cardType: subscriptionCharges.brand,
      lastFour: subscriptionCharges.lastFour,
      pnref: subscriptionCharges.transactionId,
      errorCode: subscriptionCharges.errorCode,
      settledAt: subscriptionCharges.settledAt,
      date: sql<Date>`coalesce(${subscriptionCharges.completedAt}, ${subscriptionCharges.createdAt})`,
    })
    .from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
    .where(
      and(
        eq(subscriptionCharges.tenantId, owner.tenantId),
        eq(subscriptionCharges.userId, owner.userId),
        chargeId ? eq(subscriptionCharges.id, chargeId) : undefined,
      ),
    )
    .orderBy(desc(subscriptionCharges.createdAt))
    .limit(HISTORY_LIMIT);

/** The owner's refunds that gave money back or are giving it (docs/refunds.md), oldest first. */
const refundsGivenBack = (db: Executor, owner: Owner) =>
  db
    .select({
      refundId: refunds.id,
      attemptId: refunds.attemptId,
      amountCents: refunds.amountCents,
      status: refunds.status,
      date: sql<Date>`coalesce(${refunds.completedAt}, ${refunds.createdAt})`,
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.tenantId, owner.tenantId),
        eq(refunds.userId, owner.userId),
        inArray(refunds.status, ['PROCESSING', 'REFUNDED']),
      ),
    )
    .orderBy(asc(refunds.createdAt));

/**
 * GET /ledger-api/payment/history: every payment of the learner, of their orders and their plan,
 * newest first. A plan's payments are numbered from 1, the enrolment payment being the first.
 */
export async function paymentHistory(db: Executor, owner: Owner): Promise<PaymentTransaction[]> {
  const [ofOrders, ofPlan, givenBack] = await queryAll(db, [
    () => orderPayments(db, owner),
    () => subscriptionPayments(db, owner),
    () => refundsGivenBack(db, owner),
  ]);
  const refundsOf = new Map<string, PaymentRefund[]>();
  for (const refund of givenBack) {
    const list = refundsOf.get(refund.attemptId) ?? [];
    list.push({
      refundId: refund.refundId,
      amountCents: refund.amountCents,
      status: refund.status as PaymentRefund['status'],
      date: new Date(refund.date).toISOString(),
    });
    refundsOf.set(refund.attemptId, list);
  }
  return [
    ...ofOrders.map(({ itemName, spanishItemName, ...row }) => {
      const transaction = transactionOf(
        row,
        orderDescription({ itemName, spanishItemName }),
        'ORDER',
      );
      const given = refundsOf.get(row.transactionId);
      return given ? { ...transaction, refunds: given } : transaction;
    }),
    ...ofPlan.map(({ period, planName, spanishPlanName, ...row }) =>
      transactionOf(row, chargeDescription({ period, planName, spanishPlanName }), 'SUBSCRIPTION'),
    ),
  ]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, HISTORY_LIMIT);
}

/** GET /ledger-api/subscriptions/{id}/transaction/{transactionId}: one charge of the plan. */
export async function subscriptionTransaction(
  db: Executor,
  owner: Owner,
  subscriptionId: string,
  transactionId: string,
): Promise<PaymentTransaction | undefined> {
  const [found] = await subscriptionPayments(db, owner, transactionId);
  if (!found || found.targetId !== subscriptionId) return undefined;
  const { period, planName, spanishPlanName, ...row } = found;
  return transactionOf(
    row,
    chargeDescription({ period, planName, spanishPlanName }),
    'SUBSCRIPTION',
  );
}
