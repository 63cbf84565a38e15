import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AccessTokens, VerifiedAccessToken } from './access-token';
import { authQueries } from './auth-queries';

export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}

/**
 * The preHandler of every non-public route: a valid access token for this request's tenant, whose
 * session has not been signed out. One primary-key lookup buys a logout that really ends access.
 * What such a route answers is the user's own: no cache on the way may keep it.
 */
export function createAuthenticate(deps: { db: Database; accessTokens: AccessTokens }) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('Cache-Control', 'no-store');
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
  authorization: string;
  tenantId: string;
}): Promise<VerifiedAccessToken> {
  const [scheme, token] = options.authorization.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('INVALID_TOKEN');
  const claims = await options.accessTokens.verify(token, options.tenantId);
  const session = await authQueries.findLiveSession(options.db, options.tenantId, claims.sessionId);
  if (!session || session.userId !== claims.userId) throw new AppError('INVALID_TOKEN');
  return claims;
}

/** For handlers behind `authenticate`, where the user is always present. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('INVALID_TOKEN');
  return request.user;
}
