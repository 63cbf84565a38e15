import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ViewAsClaims } from '../staff-auth/staff-tokens';
import type { AccessTokens, VerifiedAccessToken } from './access-token';
import { authQueries } from './auth-queries';
import type { LiveSessionCache } from './live-session-cache';
import { carriesViewAsToken, isChange } from './read-only-view';

export interface AuthenticatedUser {
  userId: string;
  /** The student's session; for a member of staff viewing as the student, the view's id. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
    /** Set when a member of staff views as the student (docs/staff-console.md). */
    viewAs?: ViewAsClaims;
  }
}

/**
 * The preHandler of every non-public route: a valid access token for this request's tenant, whose
 * session has not been signed out (known live, or one primary-key read: docs/performance.md
 * "Sessions"), so that a logout really ends access. What such a route answers is the user's own: no cache on the way may keep it.
 *
 * A view-as token (docs/staff-console.md "Seeing the portal as the student") stands for the student
 * on reads: the same user and tenant scoping, with the view's id for a session. `verifyViewAs` checks
 * it against the staff session that asked for it; a change is refused.
 */
export function createAuthenticate(deps: {
  db: Database;
  accessTokens: AccessTokens;
  sessions: LiveSessionCache;
  verifyViewAs: (token: string) => Promise<ViewAsClaims>;
}) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('Cache-Control', 'no-store');
    if (carriesViewAsToken(request)) {
      const token = (request.headers.authorization ?? '').split(' ')[1] ?? '';
      const claims = await deps.verifyViewAs(token);
      if (claims.tenantId !== request.tenant.id) throw new AppError('INVALID_TOKEN');
      // registerReadOnlyView refused it already; checked again where the token is verified.
      if (isChange(request)) throw new AppError('READ_ONLY_VIEW');
      request.user = { userId: claims.studentId, sessionId: claims.viewId };
      request.viewAs = claims;
      return;
    }
    const header = request.headers.authorization ?? '';
    const claims = await verifyAccessToken({
      ...deps,
      authorization: header,
      tenantId: request.tenant.id,
    });
    request.user = { userId: claims.userId, sessionId: claims.sessionId };
  };
}

/**
 * Checks an `Authorization: Bearer <token>` value for the tenant: a valid access token whose
 * session has not been signed out. Throws AppError TOKEN_EXPIRED or INVALID_TOKEN. Every route
 * behind `authenticate` and the live channel's CONNECT (src/live) go through it.
 */
export async function verifyAccessToken(options: {
  db: Database;
  accessTokens: AccessTokens;
  sessions: LiveSessionCache;
  authorization: string;
  tenantId: string;
}): Promise<VerifiedAccessToken> {
  const [scheme, token] = options.authorization.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('INVALID_TOKEN');
  const claims = await options.accessTokens.verify(token, options.tenantId);
  if (!(await sessionIsLive(options, claims))) throw new AppError('INVALID_TOKEN');
  return claims;
}

/** The session is not signed out and is the token's user's: known live, or one primary-key read. */
async function sessionIsLive(
  { db, sessions }: { db: Database; sessions: LiveSessionCache },
  claims: VerifiedAccessToken,
): Promise<boolean> {
  if (sessions.userOf(claims.tenantId, claims.sessionId) === claims.userId) return true;
  const epoch = sessions.epoch();
  const session = await authQueries.findLiveSession(db, claims.tenantId, claims.sessionId);
  if (!session || session.userId !== claims.userId) return false;
  sessions.remember(claims, epoch);
  return true;
}

/** For handlers behind `authenticate`, where the user is always present. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('INVALID_TOKEN');
  return request.user;
}
