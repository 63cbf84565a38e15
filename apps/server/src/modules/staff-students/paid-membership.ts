import { AppError } from '../../http/app-error';
import { membershipQueries } from '../../ledger-records/membership-queries';
import type { Executor } from '../../db/database';
import type { Owner } from '../../ledger-records/owner';

/**
 * The student's membership, locked for the action, once a plan was paid for it: a student with
 * none, or one still waiting for their first payment, has no access to extend or end.
 */
export async function lockPaidMembership(tx: Executor, owner: Owner) {
  const membership = await membershipQueries.lockMembership(tx, owner);
  if (!membership || membership.status === 'pending') {
    throw new AppError('STUDENT_HAS_NO_MEMBERSHIP');
  }
  return membership;
}

/** The membership as the audit log keeps it. */
export const membershipAuditState = (membership: { status: string; expiresAt: Date | null }) => ({
  status: membership.status,
  expiresAt: membership.expiresAt?.toISOString() ?? null,
});
