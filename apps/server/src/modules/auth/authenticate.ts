import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AccessTokens } from './access-token';
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
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('INVALID_TOKEN');
    const claims = await deps.accessTokens.verify(token, request.tenant.id);
    const session = await authQueries.findLiveSession(deps.db, request.tenant.id, claims.sessionId);
    if (!session || session.userId !== claims.userId) throw new AppError('INVALID_TOKEN');
    request.user = { userId: claims.userId, sessionId: claims.sessionId };
  };
}

/** For handlers behind `authenticate`, where the user is always present. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('INVALID_TOKEN');
  return request.user;
}
