import type { Executor } from '../../db/database';
import { membershipQueries } from '../../ledger-records/membership-queries';
import type { Owner } from '../../ledger-records/owner';
import { announceMembership } from './ledger-events';

/** When a learner's access ends: now, or at a moment still to come. */
export type AccessEnd = { kind: 'now' } | { kind: 'at'; at: Date };

/**
 * Ends a learner's access (a refund that ends it, docs/refunds.md; a member ending it, docs/
 * staff-console.md "Acting on a student"): now expires the membership at once, with no days to
 * restart, and tells the open pages it expired; a later moment sets its end, which the daily
 * membership pass reaches. Answers false when there was nothing to end (no membership, or one
 * already expired and asked to end now).
 */
export async function endMembershipAccess(
  tx: Executor,
  owner: Owner,
  end: AccessEnd,
  now: Date,
): Promise<boolean> {
  const membership = await membershipQueries.membership(tx, owner);
  if (!membership) return false;
  if (end.kind === 'now') {
    if (membership.status === 'expired') return false;
    await membershipQueries.expireAt(tx, owner, now, 0, now);
    await announceMembership(tx, owner, 'MEMBERSHIP_EXPIRED', now);
  } else {
    await membershipQueries.endAt(tx, owner, end.at, now);
    await announceMembership(tx, owner, null, now);
  }
  return true;
}
