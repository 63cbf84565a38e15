import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { ownedByReader, preparedOwnerRead } from '../db/prepared-read';
import { memberships } from '../modules/orders/order-tables';
import type { Owner } from './owner';

/** The user's membership (docs/product/entities.md), pending until the enrolment order is paid. */
/** Read by the dashboard on every load: prepared (docs/performance.md "Prepared reads"). */
const membershipOf = preparedOwnerRead('membership_of_owner', (db, name) =>
  db.select().from(memberships).where(ownedByReader(memberships)).prepare(name),
);

export type MembershipRow = typeof memberships.$inferSelect;

export const membershipQueries = {
  /** The memberships of several users, for a page of the staff console's search. */
  membershipsOf(db: Executor, owners: Owner[]) {
    if (owners.length === 0) return Promise.resolve([]);
    return db
      .select({
        tenantId: memberships.tenantId,
        userId: memberships.userId,
        status: memberships.status,
      })
      .from(memberships)
      .where(
        or(
          ...owners.map((o) =>
            and(eq(memberships.tenantId, o.tenantId), eq(memberships.userId, o.userId)),
          ),
        ),
      );
  },

  async membership(db: Executor, owner: Owner) {
    const [row] = await membershipOf(db, { tenantId: owner.tenantId, userId: owner.userId });
    return row;
  },

  /** The membership, locked to the transaction's end: a member's change and the billing run take turns. */
  async lockMembership(db: Executor, owner: Owner) {
    const [row] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.tenantId, owner.tenantId), eq(memberships.userId, owner.userId)))
      .for('update');
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

  /** Enabled until `expiresAt` (paid through, plus the retry days); the restart count cleared. */
  async enableUntil(db: Executor, owner: Owner, expiresAt: Date, now: Date) {
    const [row] = await db
      .insert(memberships)
      .values({ ...owner, status: 'enabled', expiresAt, daysToRestart: null, updatedAt: now })
      .onConflictDoUpdate({
        target: [memberships.tenantId, memberships.userId],
        set: { status: 'enabled', expiresAt, daysToRestart: null, updatedAt: now },
      })
      .returning();
    return row!;
  },

  /** Access ends at `expiresAt`; the daily membership pass expires it then. */
  async endAt(db: Executor, owner: Owner, expiresAt: Date, now: Date) {
    await db
      .update(memberships)
      .set({ expiresAt, updatedAt: now })
      .where(and(eq(memberships.tenantId, owner.tenantId), eq(memberships.userId, owner.userId)));
  },

  /**
   * Memberships, of every tenant, whose access has ended but which are still enabled or still
   * counting down their days to restart.
   */
  endedAccess: (db: Executor, now: Date) =>
    db
      .select()
      .from(memberships)
      .where(
        and(
          lte(memberships.expiresAt, now),
          or(
            eq(memberships.status, 'enabled'),
            and(eq(memberships.status, 'expired'), gt(memberships.daysToRestart, 0)),
          ),
        ),
      ),

  async expireAt(db: Executor, owner: Owner, expiresAt: Date, daysToRestart: number, now: Date) {
    await db
      .update(memberships)
      .set({ status: 'expired', expiresAt, daysToRestart, updatedAt: now })
      .where(and(eq(memberships.tenantId, owner.tenantId), eq(memberships.userId, owner.userId)));
  },

  /** Enables several memberships until their dates, in one statement. */
  async enableMany(db: Executor, rows: (Owner & { expiresAt: Date | null })[], now: Date) {
    if (rows.length === 0) return;
    await db
      .insert(memberships)
      .values(
        rows.map((row) => ({ ...row, status: 'enabled', daysToRestart: null, updatedAt: now })),
      )
      .onConflictDoUpdate({
        target: [memberships.tenantId, memberships.userId],
        set: {
          status: 'enabled',
          expiresAt: sql`excluded.expires_at`,
          daysToRestart: null,
          updatedAt: now,
        },
      });
  },

  /** Expires several memberships now, each with the days left to restart. */
  async expireMany(db: Executor, owners: Owner[], daysToRestart: number, now: Date) {
    if (owners.length === 0) return;
    const keys = owners.map((o) => sql`(${o.tenantId}, ${o.userId}::uuid)`);
    await db.execute(sql`
      update memberships set status = 'expired', expires_at = ${now},
        days_to_restart = ${daysToRestart}, updated_at = ${now}
      where (tenant_id, user_id) in (${sql.join(keys, sql`, `)})`);
  },
};
