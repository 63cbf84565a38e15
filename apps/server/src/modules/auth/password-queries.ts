import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { authSessions, passwordResetCodes } from './auth-tables';
import { users } from '../users/user-tables';

interface Owner {
  tenantId: string;
  userId: string;
}

export const passwordQueries = {
  insertCode: (db: Executor, code: typeof passwordResetCodes.$inferInsert) =>
    db.insert(passwordResetCodes).values(code),

  /**
   * Locks the user's row until the transaction ends, so that the recovery requests of one account
   * take turns at counting and spending the hourly allowance. `no key update`: rows that refer to
   * the user (sessions, mail) are still written meanwhile. False when the user is gone.
   */
  async lockAllowance(db: Executor, owner: Owner) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.userId)))
      .for('no key update');
    return rows.length === 1;
  },

  /** How many codes the user was given since `since` (the hourly allowance). */
  async codesSince(db: Executor, owner: Owner, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.tenantId, owner.tenantId),
          eq(passwordResetCodes.userId, owner.userId),
          gt(passwordResetCodes.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  /** The user a live code (unused, unexpired) of this tenant belongs to. */
  async liveCode(db: Executor, tenantId: string, codeHash: string, now: Date) {
    const [row] = await db
      .select({ userId: passwordResetCodes.userId })
      .from(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.tenantId, tenantId),
          eq(passwordResetCodes.codeHash, codeHash),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, now),
        ),
      );
    return row;
  },

  /** Uses a live code of this user; false when it was not live (one winner under races). */
  async useCode(db: Executor, owner: Owner, codeHash: string, now: Date) {
    const used = await db
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetCodes.tenantId, owner.tenantId),
          eq(passwordResetCodes.userId, owner.userId),
          eq(passwordResetCodes.codeHash, codeHash),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetCodes.userId });
    return used.length === 1;
  },

  /** The new password, and every other code of the user used up with it. */
  async setPassword(db: Executor, owner: Owner, passwordHash: string, now: Date) {
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.userId)));
    await db
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetCodes.tenantId, owner.tenantId),
          eq(passwordResetCodes.userId, owner.userId),
          isNull(passwordResetCodes.usedAt),
        ),
      );
  },

  /** The user's password hash; with `lock`, locked until the transaction ends. */
  async passwordHashOf(db: Executor, owner: Owner, { lock = false } = {}) {
    const query = db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.userId)));
    const [row] = await (lock ? query.for('update') : query);
    return row?.passwordHash;
  },

  /**
   * Ends every session of the user but `keep` (the one changing the password): their refresh and
   * access tokens stop working.
   */
  endSessions: (db: Executor, owner: Owner, now: Date, keep?: string) =>
    db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(authSessions.tenantId, owner.tenantId),
          eq(authSessions.userId, owner.userId),
          isNull(authSessions.revokedAt),
          keep ? ne(authSessions.id, keep) : undefined,
        ),
      )
      .returning({ id: authSessions.id }),
};
