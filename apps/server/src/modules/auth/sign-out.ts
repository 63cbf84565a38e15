import type { AuthContext } from './auth-context';
import { authQueries } from './auth-queries';

/** Logout ends the session (ASVS 7.4.1): its refresh tokens and access tokens stop working. */
export async function signOut(
  ctx: AuthContext,
  session: { tenantId: string; sessionId: string },
): Promise<void> {
  await authQueries.revokeSession(ctx.db, session.tenantId, session.sessionId, ctx.clock.now());
  ctx.sessions.forget([session.sessionId]);
}
