import type { Order } from '@portal/domain/enrollment/order';
import { orderEventOf } from '@portal/domain/live/live-event';
import type { LivePayload } from '@portal/domain/live/live-payloads';
import type { Executor } from '../../db/database';
import type { NewLiveEvent } from '../../live/live-message';
import { outboxQueries } from '../../live/outbox-queries';
import { membershipQueries, type MembershipRow } from '../../ledger-records/membership-queries';
import { type Owner } from '../../ledger-records/owner';
import {
  loadOrderView,
  membershipView,
  subscriptionView,
  viewOfOrder,
} from '../../ledger-records/ledger-views';
import type { OrderRow } from '../../ledger-records/order-queries';
import type { SubscriptionRow } from '../../ledger-records/subscription-queries';

// Every order and membership change announces itself through the outbox, in the transaction that
// makes the change (docs/architecture.md, decision 8). Subjects are the destination suffixes of docs/product/states-and-transitions.md.

/**
 * Writes the order's current state with the event it raises (null: a change with no event). The
 * caller names the enrolment event; a challenge-exam order raises its own (docs/product/states-and-transitions.md).
 */
export async function announceOrder(
  tx: Executor,
  owner: Owner,
  /**
   * The order's id; or, not read again, its row as the caller has just written or locked it, or
   * the view the caller built from the rows it wrote (a new order's).
   */
  changed: string | OrderRow | Order,
  event: 'ORDER_CREATED' | 'ORDER_SUCCESS' | 'ORDER_FAIL' | null,
  now: Date,
) {
  const order =
    typeof changed === 'string'
      ? (await loadOrderView(tx, owner, changed))!
      : 'orderId' in changed
        ? changed
        : await viewOfOrder(tx, owner, changed);
  await outboxQueries.write(tx, {
    ...owner,
    subject: 'orderEntity',
    payload: { event: event && orderEventOf(order.kind, event), order },
    now,
  });
  return order;
}

export async function announceMembership(
  tx: Executor,
  owner: Owner,
  event: LivePayload<'membershipEntity'>['event'],
  now: Date,
  /** The membership as the caller has just written it, when it has the row (not read again). */
  written?: MembershipRow,
) {
  const row = written ?? (await membershipQueries.membership(tx, owner));
  await outboxQueries.write(tx, {
    ...owner,
    subject: 'membershipEntity',
    payload: { event, membership: row ? membershipView(row) : null },
    now,
  });
}

/** The subscription as it now is; ENABLED and FAILED raise their events (docs/product/states-and-transitions.md). */
export async function announceSubscription(
  tx: Executor,
  row: SubscriptionRow,
  event: LivePayload<'userSubscriptionEntity'>['event'],
  now: Date,
) {
  const owner = { tenantId: row.tenantId, userId: row.userId };
  await outboxQueries.write(tx, {
    ...owner,
    subject: 'userSubscriptionEntity',
    payload: { event, subscription: subscriptionView(row) },
    now,
  });
}

/** The plan's debt as it now is; DEBT_PAYMENT_SUCCESS when it is 0 (docs/product/states-and-transitions.md). */
export function enrollmentPlanEvent(
  owner: Owner,
  totalDebt: number,
  now: Date,
): NewLiveEvent<'userEnrollmentPlanEntity'> {
  return {
    ...owner,
    subject: 'userEnrollmentPlanEntity',
    payload: {
      event: totalDebt === 0 ? 'DEBT_PAYMENT_SUCCESS' : null,
      userEnrollmentPlan: { totalDebt },
    },
    now,
  };
}
