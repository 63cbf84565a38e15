import { randomUUID } from 'node:crypto';
import { canSignInToPortal } from '@portal/domain/auth/student-access';
import { preparedRead } from '../../db/prepared-read';
import { AppError } from '../../http/app-error';
import { signInRecording } from '../user-events/record-sign-in';
import type { AuthContext, TokenPair } from './auth-context';
import { authQueries, type SignInAccount } from './auth-queries';
import { newRefreshToken, tokenPairOf } from './issue-token-pair';
import {
  recordSuccessfulSignIn,
  reserveSignInAttempt,
  successfulSignInValues,
  successfulSignInWrites,
} from './login-throttle';
import { verifyAgainstNothing, verifyPassword } from './password-hashing';

/**
 * Everything a right password writes, as one prepared statement: the throttle's bookkeeping, the
 * session, the sign-in event (the dashboard's "previous visit") and the refresh token. On its own
 * it needs no BEGIN and COMMIT, and it commits or fails as a whole (docs/performance.md "Sign-in").
 */
const openSession = preparedRead((db) =>
  authQueries
    .openSession(db, [
      ...successfulSignInWrites(db),
      signInRecording(db),
      authQueries.refreshTokenStoring(db),
    ])
    .prepare('open_session'),
);

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
  // The student is read in the reservation's first statement, saving a round trip.
  const reservation = await reserveSignInAttempt<SignInAccount | null>(
    db,
    attempt,
    loginThrottle,
    authQueries.signInAccount(request.tenantId, attempt.email),
  );
  if (reservation.refused) {
    const waitMs = reservation.retryAt.getTime() - attempt.now.getTime();
    throw new AppError('TOO_MANY_ATTEMPTS', {
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }

  const user = reservation.alongside;
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

  const session = {
    tenantId: request.tenantId,
    userId: user.id,
    sessionId: randomUUID(),
    scope: request.scope,
  };
  const refreshToken = newRefreshToken(ctx, session);
  await openSession(db, {
    ...successfulSignInValues(attempt, reservation),
    ...session,
    tokenHash: refreshToken.stored.tokenHash,
    expiresAt: refreshToken.stored.expiresAt,
  });
  return tokenPairOf(ctx, session, refreshToken.secret);
}
