import { canSignInToPortal } from '@portal/domain/auth/student-access';
import { AppError } from '../../http/app-error';
import type { AuthContext, TokenPair } from './auth-context';
import { authQueries } from './auth-queries';
import { issueTokenPair } from './issue-token-pair';
import { verifyAgainstNothing, verifyPassword } from './password-hashing';

/**
 * The OAuth password grant (SPEC §7). A wrong e-mail and a wrong password give the same answer in
 * the same time, so the endpoint does not reveal who has an account. The password policy of SPEC §5
 * is never applied here: only when a password is set.
 */
export async function signInWithPassword(
  ctx: AuthContext,
  request: { tenantId: string; username: string; password: string; scope: string },
): Promise<TokenPair> {
  const { db, clock, accountLockout } = ctx;
  const email = request.username.trim().toLowerCase();
  const now = clock.now();
  const windowStart = new Date(now.getTime() - accountLockout.windowSeconds * 1000);

  const failures = await authQueries.countRecentFailures(db, request.tenantId, email, windowStart);
  if (failures >= accountLockout.maxFailures) throw new AppError('TOO_MANY_ATTEMPTS');

  const user = await authQueries.findUserByEmail(db, request.tenantId, email);
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, request.password)
    : await verifyAgainstNothing(request.password);
  if (!user || !passwordMatches) {
    await authQueries.recordFailure(db, request.tenantId, email, now, windowStart);
    throw new AppError('INVALID_PASSWORD', { oauthError: 'invalid_grant' });
  }
  await authQueries.clearFailures(db, request.tenantId, email);

  const allowed = canSignInToPortal({
    requestedScope: request.scope,
    userScopes: user.scopes,
    userGrants: user.grants,
  });
  if (!allowed) throw new AppError('PERMISSION_DENIED', { oauthError: 'invalid_scope' });

  return db.transaction(async (tx) => {
    const session = await authQueries.createSession(tx, {
      tenantId: request.tenantId,
      userId: user.id,
      scope: request.scope,
    });
    return issueTokenPair(ctx, tx, {
      tenantId: request.tenantId,
      userId: user.id,
      sessionId: session.id,
      scope: request.scope,
    });
  });
}
