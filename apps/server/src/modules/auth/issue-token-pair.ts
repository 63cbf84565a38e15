import type { Executor } from '../../db/database';
import type { AuthContext, TokenPair } from './auth-context';
import { authQueries } from './auth-queries';
import { hashOpaqueSecret, newOpaqueSecret } from './opaque-secret';

export async function issueTokenPair(
  ctx: AuthContext,
  db: Executor,
  session: { tenantId: string; userId: string; sessionId: string; scope: string },
): Promise<TokenPair> {
  const refreshToken = newOpaqueSecret();
  const expiresAt = new Date(ctx.clock.now().getTime() + ctx.refreshTokenTtlSeconds * 1000);
  await authQueries.insertRefreshToken(db, {
    tokenHash: hashOpaqueSecret(refreshToken),
    sessionId: session.sessionId,
    tenantId: session.tenantId,
    expiresAt,
  });
  return {
    access_token: await ctx.accessTokens.sign(session),
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: ctx.accessTokens.ttlSeconds,
    refresh_expires_in: ctx.refreshTokenTtlSeconds,
    scope: session.scope,
  };
}
