import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { staffPasskeys, staffWebauthnChallenges } from './staff-tables';

export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;
export type WebauthnChallenge = typeof staffWebauthnChallenges.$inferInsert;

export const staffPasskeyQueries = {
  async passkeysOf(
    db: Executor,
    staffId: string,
    options: { rpId?: string } = {},
  ): Promise<StaffPasskeyRow[]> {
    return db
      .select()
      .from(staffPasskeys)
      .where(
        and(
          eq(staffPasskeys.staffId, staffId),
          options.rpId === undefined ? undefined : eq(staffPasskeys.rpId, options.rpId),
        ),
      )
      .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  },

  /** The member's own passkey with this credential id: another member's is not found. */
  async passkeyOf(db: Executor, staffId: string, id: string): Promise<StaffPasskeyRow | undefined> {
    const [row] = await db
      .select()
      .from(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId)));
    return row;
  },

  /** False when the credential is already registered (to anyone). */
  async addPasskey(db: Executor, passkey: typeof staffPasskeys.$inferInsert): Promise<boolean> {
    const added = await db
      .insert(staffPasskeys)
      .values(passkey)
      .onConflictDoNothing()
      .returning({ id: staffPasskeys.id });
    return added.length > 0;
  },

  async recordPasskeyUse(db: Executor, id: string, counter: number, now: Date) {
    await db
      .update(staffPasskeys)
      .set({ counter, lastUsedAt: now })
      .where(eq(staffPasskeys.id, id));
  },

  async removePasskey(
    db: Executor,
    staffId: string,
    id: string,
  ): Promise<StaffPasskeyRow | undefined> {
    const [row] = await db
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId)))
      .returning();
    return row;
  },

  async removeAllPasskeys(db: Executor, staffId: string): Promise<number> {
    const removed = await db
      .delete(staffPasskeys)
      .where(eq(staffPasskeys.staffId, staffId))
      .returning({ id: staffPasskeys.id });
    return removed.length;
  },

  /** Forgets every member's expired challenges (those of members who never came back). */
  async forgetExpiredChallenges(db: Executor, now: Date): Promise<number> {
    const removed = await db
      .delete(staffWebauthnChallenges)
      .where(lte(staffWebauthnChallenges.expiresAt, now))
      .returning({ challenge: staffWebauthnChallenges.challenge });
    return removed.length;
  },

  /** Stores a new challenge, clearing the member's expired ones as it goes. */
  async storeChallenge(db: Executor, challenge: WebauthnChallenge, now: Date) {
    await db
      .delete(staffWebauthnChallenges)
      .where(
        and(
          eq(staffWebauthnChallenges.staffId, challenge.staffId),
          lte(staffWebauthnChallenges.expiresAt, now),
        ),
      );
    await db.insert(staffWebauthnChallenges).values(challenge);
  },

  /**
   * Spends a live challenge issued for exactly this purpose, member, attempt and host; false when
   * there is none such (never issued, already answered, expired, or issued to someone else).
   */
  async spendChallenge(
    db: Executor,
    challenge: Omit<WebauthnChallenge, 'expiresAt'>,
    now: Date,
  ): Promise<boolean> {
    const spent = await db
      .delete(staffWebauthnChallenges)
      .where(
        and(
          eq(staffWebauthnChallenges.challenge, challenge.challenge),
          eq(staffWebauthnChallenges.staffId, challenge.staffId),
          eq(staffWebauthnChallenges.purpose, challenge.purpose),
          eq(staffWebauthnChallenges.attemptId, challenge.attemptId),
          eq(staffWebauthnChallenges.rpId, challenge.rpId),
          gt(staffWebauthnChallenges.expiresAt, now),
        ),
      )
      .returning({ challenge: staffWebauthnChallenges.challenge });
    return spent.length > 0;
  },
};
