import type { Executor } from '../../db/database';
import type { AuthContext, TokenPair } from './auth-context';
import { authQueries } from './auth-queries';
import { hashOpaqueSecret, newOpaqueSecret } from './opaque-secret';

type SessionClaims = { tenantId: string; userId: string; sessionId: string; scope: string };

/** A new refresh token of a session: the secret handed out, and what is stored of it. */
export function newRefreshToken(
  ctx: AuthContext,
  session: { tenantId: string; sessionId: string },
) {
  const secret = newOpaqueSecret();
  return {
    secret,
    stored: {
      tokenHash: hashOpaqueSecret(secret),
      sessionId: session.sessionId,
      tenantId: session.tenantId,
      expiresAt: new Date(ctx.clock.now().getTime() + ctx.refreshTokenTtlSeconds * 1000),
    },
  };
}

/** The answer of the token endpoint for a session whose refresh token is stored. */
export async function tokenPairOf(
  ctx: AuthContext,
  session: SessionClaims,
  refreshToken: string,
): Promise<TokenPair> {
  return {
    access_token: await ctx.accessTokens.sign(session),
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: ctx.accessTokens.ttlSeconds,
    refresh_expires_in: ctx.refreshTokenTtlSeconds,
    scope: session.scope,
  };
}

export async function issueTokenPair(
  ctx: AuthContext,
  db: Executor,
  session: SessionClaims,
): Promise<TokenPair> {
  const refreshToken = newRefreshToken(ctx, session);
  await authQueries.insertRefreshToken(db, refreshToken.stored);
  return tokenPairOf(ctx, session, refreshToken.secret);
}
