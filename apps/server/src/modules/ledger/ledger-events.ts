import type { LiveEvent } from '@portal/domain/live/live-event';
import type { Executor } from '../../db/database';
import { ledgerQueries, type Owner } from './ledger-queries';
import { loadOrderView, membershipView } from './ledger-views';

// Every order and membership change announces itself through the outbox, in the transaction that
// makes the change (ARCHITECTURE.md decision 8). Subjects are SPEC §4's destination suffixes.

/** Writes the order's current state with the event it raises (null: a change with no event). */
export async function announceOrder(
  tx: Executor,
  owner: Owner,
  orderId: string,
  event: LiveEvent | null,
  now: Date,
) {
  const order = await loadOrderView(tx, owner, orderId);
  await ledgerQueries.writeEvent(tx, {
    ...owner,
    subject: 'orderEntity',
    payload: { event, order },
    now,
  });
  return order!;
}

export async function announceMembership(tx: Executor, owner: Owner, event: LiveEvent, now: Date) {
  const row = await ledgerQueries.membership(tx, owner);
  await ledgerQueries.writeEvent(tx, {
    ...owner,
    subject: 'membershipEntity',
    payload: { event, membership: row && membershipView(row) },
    now,
  });
}
