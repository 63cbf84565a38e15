import { and, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Executor } from '../../db/database';
import { authSessions, loginThrottles, refreshTokens } from './auth-tables';
import { users } from '../users/user-tables';

/** What sign-in needs of the student its e-mail names. */
export interface SignInAccount {
  id: string;
  passwordHash: string;
  scopes: string[];
  grants: string[];
}

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

  /**
   * The student a sign-in names, as one JSON value (an expression to read beside the throttle's
   * counters, in the same statement: login-throttle.ts), or null.
   */
  signInAccount: (tenantId: string, email: string) => sql<SignInAccount | null>`
    select json_build_object('id', id, 'passwordHash', password_hash, 'scopes', scopes, 'grants', grants)
    from ${users} where tenant_id = ${tenantId} and email = ${email}`,

  /**
   * The session a sign-in opens (placeholders `sessionId`, `tenantId`, `userId`, `scope`) after
   * `writes`, in one statement.
   */
  openSession: (db: Executor, writes: WithSubquery[]) =>
    db
      .with(...writes)
      .insert(authSessions)
      .values({
        id: sql.placeholder('sessionId'),
        tenantId: sql.placeholder('tenantId'),
        userId: sql.placeholder('userId'),
        scope: sql.placeholder('scope'),
      }),

  /** `insertRefreshToken` as a common table expression, with a placeholder for each value. */
  refreshTokenStoring: (db: Executor) =>
    db.$with('refresh_token_stored').as(
      db
        .insert(refreshTokens)
        .values({
          tokenHash: sql.placeholder('tokenHash'),
          sessionId: sql.placeholder('sessionId'),
          tenantId: sql.placeholder('tenantId'),
          expiresAt: sql.placeholder('expiresAt'),
        })
        .returning({ sessionId: refreshTokens.sessionId }),
    ),

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
