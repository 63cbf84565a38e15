import { and, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { authSessions, loginThrottles, refreshTokens } from './auth-tables';
import { users } from '../users/user-tables';

export const authQueries = {
  /** Until when the sign-in throttle refuses the account from some address; null when it does not. */
  async blockedUntil(db: Executor, tenantId: string, email: string, now: Date) {
    const [row] = await db
      .select({ until: max(loginThrottles.blockedUntil) })
      .from(loginThrottles)
      .where(
        and(
          eq(loginThrottles.tenantId, tenantId),
          eq(loginThrottles.email, email),
          gt(loginThrottles.blockedUntil, now),
        ),
      );
    return row?.until ?? null;
  },

  async findUserByEmail(db: Executor, tenantId: string, email: string) {
    const [user] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        // The recovery mail is written in it.
        language: users.language,
        passwordHash: users.passwordHash,
        scopes: users.scopes,
        grants: users.grants,
      })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
    return user;
  },

  async createSession(db: Executor, session: { tenantId: string; userId: string; scope: string }) {
    const [created] = await db.insert(authSessions).values(session).returning();
    return created!;
  },

  async findLiveSession(db: Executor, tenantId: string, sessionId: string) {
    const [session] = await db
      .select({ id: authSessions.id, userId: authSessions.userId })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.tenantId, tenantId),
          isNull(authSessions.revokedAt),
        ),
      );
    return session;
  },

  /** Which of the tenant's `sessionIds` are still live (not signed out), in one query. */
  async liveSessionIds(db: Executor, tenantId: string, sessionIds: string[]) {
    if (sessionIds.length === 0) return new Set<string>();
    const rows = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.tenantId, tenantId),
          inArray(authSessions.id, sessionIds),
          isNull(authSessions.revokedAt),
        ),
      );
    return new Set(rows.map((row) => row.id));
  },

  async revokeSession(db: Executor, tenantId: string, sessionId: string, at: Date) {
    await db
      .update(authSessions)
      .set({ revokedAt: at })
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.tenantId, tenantId)));
  },

  async insertRefreshToken(
    db: Executor,
    token: { tokenHash: string; sessionId: string; tenantId: string; expiresAt: Date },
  ) {
    await db.insert(refreshTokens).values(token);
  },

  /** Locks the row so two refreshes of one token are decided one after the other. */
  async lockRefreshToken(db: Executor, tokenHash: string) {
    const [row] = await db
      .select({
        sessionId: refreshTokens.sessionId,
        tenantId: refreshTokens.tenantId,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
        sessionRevokedAt: authSessions.revokedAt,
        userId: authSessions.userId,
        scope: authSessions.scope,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update', { of: refreshTokens });
    return row;
  },

  async markRotated(db: Executor, tokenHash: string, at: Date) {
    await db
      .update(refreshTokens)
      .set({ rotatedAt: at })
      .where(eq(refreshTokens.tokenHash, tokenHash));
  },
};
