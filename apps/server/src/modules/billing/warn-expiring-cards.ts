import { and, inArray, isNotNull, lte, or, isNull, ne } from 'drizzle-orm';
import { BILLED_STATUSES } from '@portal/domain/ledger/subscription-lifecycle';
import type { Database } from '../../db/database';
import { subscriptions } from './billing-tables';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { queueBillingNotices } from './billing-notices';

/** 'YYYY-MM' of the month after `now`'s (UTC). */
function nextMonth(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

/**
 * The daily card check (docs/billing.md): a learner whose card on file expires this month or next is
 * told once per card, before a charge is declined for it. Plans not billed any more are left
 * alone; a new card (change-recurring-card.ts) clears the mark.
 */
export async function warnExpiringCards(db: Database, tenants: TenantRegistry, now: Date) {
  await db.transaction(async (tx) => {
    const expiring = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, BILLED_STATUSES),
          isNotNull(subscriptions.expiresOn),
          lte(subscriptions.expiresOn, nextMonth(now)),
          or(
            isNull(subscriptions.expiryWarnedFor),
            ne(subscriptions.expiryWarnedFor, subscriptions.expiresOn),
          ),
        ),
      )
      // Waits for a billing run holding one of them (this pass runs once a day): skipping it would
      // put the warning off by a day. Locked in id order, as the billing run locks, so the two
      // cannot deadlock.
      .orderBy(subscriptions.id)
      .for('update');
    if (expiring.length === 0) return;
    await tx
      .update(subscriptions)
      .set({ expiryWarnedFor: subscriptions.expiresOn })
      .where(
        inArray(
          subscriptions.id,
          expiring.map((row) => row.id),
        ),
      );
    await queueBillingNotices(
      tx,
      tenants,
      expiring.map((subscription) => ({ kind: 'card-expiring' as const, subscription })),
      now,
    );
  });
}
