import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { memberships } from '../../db/schema';
import type { Owner } from './owner';

/** The user's membership (SPEC §3), pending until the enrolment order is paid. */
export const membershipQueries = {
  async membership(db: Executor, owner: Owner) {
    const [row] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.tenantId, owner.tenantId), eq(memberships.userId, owner.userId)));
    return row;
  },

  /** Creates the membership `pending`; an existing membership is left as it is. */
  async ensureMembership(db: Executor, owner: Owner, now: Date) {
    const [created] = await db
      .insert(memberships)
      .values({ ...owner, status: 'pending', updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return created;
  },

  async setMembershipStatus(db: Executor, owner: Owner, status: string, now: Date) {
    const [row] = await db
      .insert(memberships)
      .values({ ...owner, status, updatedAt: now })
      .onConflictDoUpdate({
        target: [memberships.tenantId, memberships.userId],
        set: { status, updatedAt: now },
      })
      .returning();
    return row!;
  },
};
