import { canSignInToPortal } from '@portal/domain/auth/student-access';
import { AppError } from '../../http/app-error';
import { recordSignIn } from '../user-events/record-sign-in';
import type { AuthContext, TokenPair } from './auth-context';
import { authQueries } from './auth-queries';
import { issueTokenPair } from './issue-token-pair';
import {
  recordSuccessfulSignIn,
  recordSuccessfulSignInIn,
  reserveSignInAttempt,
} from './login-throttle';
import { verifyAgainstNothing, verifyPassword } from './password-hashing';

/**
 * The OAuth password grant (docs/product/api-calls.md). A wrong e-mail and a wrong password give the same answer in
 * the same time, so the endpoint does not reveal who has an account. The password policy of docs/product/validation.md
 * is never applied here: only when a password is set. Attempts are throttled per account and
 * address before the password is checked (login-throttle-policy.ts).
 */
export async function signInWithPassword(
  ctx: AuthContext,
  request: {
    tenantId: string;
    username: string;
    password: string;
    scope: string;
    /** The client's address, as the proxy settings resolve it (http/trust-proxy). */
    address: string;
  },
): Promise<TokenPair> {
  const { db, clock, loginThrottle } = ctx;
  const attempt = {
    tenantId: request.tenantId,
    email: request.username.trim().toLowerCase(),
    address: request.address,
    now: clock.now(),
  };
  const reservation = await reserveSignInAttempt(db, attempt, loginThrottle);
  if (reservation.refused) {
    const waitMs = reservation.retryAt.getTime() - attempt.now.getTime();
    throw new AppError('TOO_MANY_ATTEMPTS', {
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }

  const user = await authQueries.findUserByEmail(db, request.tenantId, attempt.email);
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, request.password)
    : await verifyAgainstNothing(request.password);
  if (!user || !passwordMatches) {
    throw new AppError('INVALID_PASSWORD', { oauthError: 'invalid_grant' });
  }
  const allowed = canSignInToPortal({
    requestedScope: request.scope,
    userScopes: user.scopes,
    userGrants: user.grants,
  });
  if (!allowed) {
    await recordSuccessfulSignIn(db, attempt, reservation);
    throw new AppError('PERMISSION_DENIED', { oauthError: 'invalid_scope' });
  }

  // The right password's bookkeeping and the session commit together: one commit (and, on the
  // embedded database, one flush to disk) fewer per sign-in (docs/performance.md "Sign-in").
  return db.transaction(async (tx) => {
    await recordSuccessfulSignInIn(tx, attempt, reservation);
    const session = await authQueries.createSession(tx, {
      tenantId: request.tenantId,
      userId: user.id,
      scope: request.scope,
    });
    // Shown on the dashboard at the next sign-in ("your previous visit").
    await recordSignIn(tx, {
      tenantId: request.tenantId,
      userId: user.id,
      sessionId: session.id,
      at: attempt.now,
    });
    return issueTokenPair(ctx, tx, {
      tenantId: request.tenantId,
      userId: user.id,
      sessionId: session.id,
      scope: request.scope,
    });
  });
}
