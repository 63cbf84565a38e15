import type { CardType } from '@portal/domain/ledger/card-type';
import type { MembershipStatus } from '@portal/domain/ledger/membership-status';
import type { OrderStatus } from '@portal/domain/ledger/order-status';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import { approvalStatusOf, type PaymentStatus } from '@portal/domain/ledger/payment-transaction';
import type { Subscription } from '@portal/domain/ledger/subscription';
import type { SubscriptionStatus } from '@portal/domain/ledger/subscription-status';
import type { Membership, Order } from '@portal/domain/enrollment/order';
import { isErrorCode } from '@portal/domain/errors/error-code';
import type { ExamRegistrationStatus } from '@portal/domain/coursework/exam-registration-status';
import type { Executor } from '../db/database';
import { queryAll } from '../db/query-all';
import { examRegistrationQueries, type ExamRegistrationRow } from './exam-registration-queries';
import type { MembershipRow } from './membership-queries';
import { orderQueries, type OrderRow } from './order-queries';
import { type Owner } from './owner';
import { type AttemptRow, paymentAttemptQueries } from './payment-attempt-queries';
import type { SubscriptionRow } from './subscription-queries';
import { transactionStatusOf } from './transaction-views';

type ItemRow = Awaited<ReturnType<typeof orderQueries.items>>[number];

/** The Order entity of docs/product/entities.md; prices are integer cents (docs/architecture.md, decision 3). */
export function orderView(
  order: OrderRow,
  items: ItemRow[],
  answered: AttemptRow | undefined,
  registration?: ExamRegistrationRow,
): Order {
  return {
    ...(order.kind === 'CHALLENGE_EXAM' && {
      examRegistration: registration
        ? {
            status: registration.status as ExamRegistrationStatus,
            updatedAt: registration.updatedAt.toISOString(),
            message: registration.decisionMessage,
          }
        : null,
    }),
    orderId: order.id,
    status: order.status as OrderStatus,
    kind: order.kind as Order['kind'],
    degreeProgramId: order.degreeProgramId,
    total: order.totalCents,
    orderItems: items.map((item) => ({
      name: item.name,
      ...(item.es && { es: { name: item.es.name } }),
      productId: item.productId,
      price: item.priceCents,
      orderItemSpecs: item.specs,
    })),
    payment:
      answered?.pnref == null
        ? null
        : {
            pnref: answered.pnref,
            responseCode: answered.responseCode ?? 0,
            approvalStatus: approvalStatusOf(answered.status as PaymentStatus),
            transactionStatus: transactionStatusOf(answered)?.code ?? null,
            paymentInformation: {
              paymentMethod: answered.paymentMethod as PaymentMethod,
              cardType: (answered.cardType as CardType | null) ?? null,
              lastFour: answered.lastFour,
            },
            returned: returnOf(order, answered),
          },
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * A paid order whose payment then failed is a bank transfer the bank returned (access had been
 * given while it was processing; settle-bank-transfers.ts): why, in the catalogue's code.
 */
function returnOf(order: OrderRow, answered: AttemptRow) {
  if (order.status !== 'SUCCESS' || answered.status !== 'FAILED') return null;
  const reason = answered.errorCode;
  return { reason: reason !== null && isErrorCode(reason) ? reason : null };
}

/** An order as the API shows it, read inside the caller's transaction when there is one. */
export async function loadOrderView(db: Executor, owner: Owner, orderId: string) {
  const order = await orderQueries.order(db, owner, orderId);
  return order && viewOfOrder(db, owner, order);
}

/** An order the caller holds the row of (it has just written or locked it), as the API shows it. */
export async function viewOfOrder(db: Executor, owner: Owner, order: OrderRow) {
  const [items, answered, registration] = await queryAll(db, [
    () => orderQueries.items(db, order.id),
    () => paymentAttemptQueries.latestAnsweredAttempt(db, order.id),
    () =>
      order.kind === 'CHALLENGE_EXAM'
        ? examRegistrationQueries.registration(db, owner, order.id)
        : undefined,
  ]);
  return orderView(order, items, answered, registration);
}

/** The Membership entity of docs/product/entities.md. */
export function membershipView(
  row: Pick<MembershipRow, 'status' | 'expiresAt' | 'daysToRestart'>,
): Membership {
  return {
    membershipStatus: row.status as MembershipStatus,
    membershipExpiredDate: row.expiresAt?.toISOString() ?? null,
    daysToRestartMembership: row.daysToRestart,
  };
}

/** The Subscription entity of docs/product/entities.md, with the plan and the debt the billing page shows. */
export function subscriptionView(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    status: row.status as SubscriptionStatus,
    amount: row.amountCents,
    nextPaymentDate: row.nextPaymentAt?.toISOString() ?? null,
    paymentInformation: {
      paymentMethod: row.paymentMethod as PaymentMethod,
      cardType: row.paymentMethod === 'CREDIT_CARD' ? (row.brand as CardType) : null,
      lastFour: row.lastFour,
    },
    planName: row.planName,
    ...(row.planEs && { es: { planName: row.planEs.name } }),
    periodicity: row.periodicity as Periodicity,
    totalDebt: row.debtCents,
    paymentMethodExpiresOn: row.expiresOn,
  };
}
