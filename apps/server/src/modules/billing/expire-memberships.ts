import {
  afterRestartWindow,
  RESTART_WINDOW_DAYS,
} from '@portal/domain/ledger/subscription-lifecycle';
import type { SubscriptionStatus } from '@portal/domain/ledger/subscription-status';
import type { Database } from '../../db/database';
import { announceMembership, announceSubscription } from '../orders/ledger-events';
import { membershipQueries } from '../../ledger-records/membership-queries';
import { subscriptionQueries } from '../../ledger-records/subscription-queries';

const DAY_MS = 86_400_000;

/**
 * The daily membership pass (docs/billing.md): memberships whose access ended are expired, the
 * days left to restart are counted down, and a plan not restarted within the window expires.
 * Each change is one small transaction with its event, so a crash loses nothing and a second
 * run finds nothing left to do.
 */
export async function expireMemberships(db: Database, now: Date): Promise<void> {
  for (const row of await membershipQueries.endedAccess(db, now)) {
    const owner = { tenantId: row.tenantId, userId: row.userId };
    const daysLeft = Math.max(
      0,
      RESTART_WINDOW_DAYS - Math.floor((now.getTime() - row.expiresAt!.getTime()) / DAY_MS),
    );
    if (row.status === 'expired' && row.daysToRestart === daysLeft) continue;
    await db.transaction(async (tx) => {
      // The plan first, then the membership: the order the billing run takes them in.
      const subscription = await subscriptionQueries.lockLatest(tx, owner);
      const expired = row.status === 'enabled';
      await membershipQueries.expireAt(tx, owner, row.expiresAt!, daysLeft, now);
      await announceMembership(tx, owner, expired ? 'MEMBERSHIP_EXPIRED' : null, now);
      if (daysLeft > 0) return;
      const status = subscription && afterRestartWindow(subscription.status as SubscriptionStatus);
      if (!subscription || status === subscription.status) return;
      const ended = await subscriptionQueries.update(tx, subscription.id, {
        status,
        updatedAt: now,
      });
      await announceSubscription(tx, ended, null, now);
    });
  }
}
