import { AppError } from '../../http/app-error';
import type { AuthContext, TokenPair } from './auth-context';
import { authQueries } from './auth-queries';
import { issueTokenPair } from './issue-token-pair';
import { hashOpaqueSecret } from './opaque-secret';

/**
 * Two tabs that refresh at the same moment both present the same token; the one that comes second
 * within this many milliseconds of the rotation still gets a new pair instead of ending the session.
 */
export const REUSE_GRACE_MS = 10_000;

/**
 * The refresh_token grant (docs/product/api-calls.md) with rotation on every use and reuse detection (RFC 9700): a
 * spent token presented again after the grace period revokes its whole session. The session keeps
 * the scope granted at sign-in; a refresh cannot widen it.
 */
export async function refreshSession(
  ctx: AuthContext,
  request: { tenantId: string; refreshToken: string },
): Promise<TokenPair> {
  const now = ctx.clock.now();
  const tokenHash = hashOpaqueSecret(request.refreshToken);

  const outcome = await ctx.db.transaction(async (tx) => {
    const token = await authQueries.lockRefreshToken(tx, tokenHash);
    // A token of another tenant is treated as unknown (ASVS 8.4.1).
    if (!token || token.tenantId !== request.tenantId || token.sessionRevokedAt) {
      return { ok: false, error: 'INVALID_TOKEN' } as const;
    }
    if (token.expiresAt.getTime() <= now.getTime()) {
      return { ok: false, error: 'TOKEN_EXPIRED' } as const;
    }
    if (token.rotatedAt && now.getTime() - token.rotatedAt.getTime() > REUSE_GRACE_MS) {
      await authQueries.revokeSession(tx, request.tenantId, token.sessionId, now);
      ctx.sessions.forget([token.sessionId]);
      return { ok: false, error: 'INVALID_TOKEN' } as const;
    }
    if (!token.rotatedAt) await authQueries.markRotated(tx, tokenHash, now);
    const pair = await issueTokenPair(ctx, tx, {
      tenantId: request.tenantId,
      userId: token.userId,
      sessionId: token.sessionId,
      scope: token.scope,
    });
    return { ok: true, pair } as const;
  });

  // Thrown after the transaction so that a detected reuse stays revoked.
  if (!outcome.ok) throw new AppError(outcome.error, { oauthError: 'invalid_grant' });
  return outcome.pair;
}
