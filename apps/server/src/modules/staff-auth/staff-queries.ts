import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { staffEndedViews, staffMembers, staffRecoveryCodes, staffSessions } from './staff-tables';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

export const staffQueries = {
  async memberByEmail(db: Executor, email: string): Promise<StaffMemberRow | undefined> {
    const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
    return row;
  },

  async memberById(db: Executor, id: string): Promise<StaffMemberRow | undefined> {
    const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
    return row;
  },

  /**
   * The ids of the members whose whole scope lies within these tenants (scopeContains): those a
   * partner's administrator answers for. A member on all tenants is never among them.
   */
  async membersScopedWithin(
    db: Executor,
    tenantIds: string[],
  ): Promise<{ id: string; email: string }[]> {
    return db
      .select({ id: staffMembers.id, email: staffMembers.email })
      .from(staffMembers)
      .where(
        and(
          sql`${staffMembers.scope}->>'kind' = 'tenants'`,
          sql`${staffMembers.scope}->'tenantIds' <@ ${JSON.stringify(tenantIds)}::jsonb`,
        ),
      );
  },

  /** Locks the member's row, so two codes sent at once cannot both pass the replay check. */
  async lockMember(db: Executor, id: string): Promise<StaffMemberRow | undefined> {
    const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
    return row;
  },

  async setFactor(
    db: Executor,
    id: string,
    factor: {
      totpSecret: string | null;
      totpConfirmedAt: Date | null;
      totpLastStep: number | null;
    },
  ) {
    await db.update(staffMembers).set(factor).where(eq(staffMembers.id, id));
  },

  /** Names the sign-in the member's newest pending token belongs to; an earlier one stops working. */
  async startPendingSignIn(db: Executor, id: string, signInId: string) {
    await db.update(staffMembers).set({ pendingSignInId: signInId }).where(eq(staffMembers.id, id));
  },

  /** Spends the pending sign-in; false when it was already spent or replaced. */
  async spendPendingSignIn(db: Executor, id: string, signInId: string): Promise<boolean> {
    const spent = await db
      .update(staffMembers)
      .set({ pendingSignInId: null })
      .where(and(eq(staffMembers.id, id), eq(staffMembers.pendingSignInId, signInId)))
      .returning({ id: staffMembers.id });
    return spent.length > 0;
  },

  async replaceRecoveryCodes(db: Executor, staffId: string, codeHashes: string[]) {
    await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    if (codeHashes.length === 0) return;
    await db
      .insert(staffRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
  },

  /** Marks an unused code used; false when there was none such. */
  async useRecoveryCode(db: Executor, staffId: string, codeHash: string, now: Date) {
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, codeHash),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ codeHash: staffRecoveryCodes.codeHash });
    return used.length > 0;
  },

  async unusedRecoveryCodeCount(db: Executor, staffId: string): Promise<number> {
    const rows = await db
      .select({ codeHash: staffRecoveryCodes.codeHash })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
    return rows.length;
  },

  async createSession(db: Executor, staffId: string, now: Date): Promise<string> {
    const [row] = await db
      .insert(staffSessions)
      .values({ staffId, createdAt: now, lastSeenAt: now })
      .returning({ id: staffSessions.id });
    return row!.id;
  },

  /** Records that a view ended; false when it already had. */
  async endView(db: Executor, viewId: string, at: Date): Promise<boolean> {
    const inserted = await db
      .insert(staffEndedViews)
      .values({ viewId, endedAt: at })
      .onConflictDoNothing()
      .returning({ viewId: staffEndedViews.viewId });
    return inserted.length > 0;
  },

  /** Forgets views ended before `before`: their tokens have run out and are refused anyway. */
  async forgetEndedViews(db: Executor, before: Date): Promise<number> {
    const removed = await db
      .delete(staffEndedViews)
      .where(lt(staffEndedViews.endedAt, before))
      .returning({ viewId: staffEndedViews.viewId });
    return removed.length;
  },

  async viewEnded(db: Executor, viewId: string): Promise<boolean> {
    const [row] = await db
      .select({ viewId: staffEndedViews.viewId })
      .from(staffEndedViews)
      .where(eq(staffEndedViews.viewId, viewId));
    return row !== undefined;
  },

  async liveSession(db: Executor, sessionId: string, staffId: string) {
    const [row] = await db
      .select({ session: staffSessions, member: staffMembers })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.id, sessionId),
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.endedAt),
        ),
      );
    return row;
  },

  async touchSession(db: Executor, sessionId: string, now: Date) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
  },

  async endSession(db: Executor, sessionId: string, now: Date) {
    await db
      .update(staffSessions)
      .set({ endedAt: now })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
  },

  async endAllSessions(db: Executor, staffId: string, now: Date) {
    await db
      .update(staffSessions)
      .set({ endedAt: now })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
  },
};
