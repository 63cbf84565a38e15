import { decodeProtectedHeader } from 'jose';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { VIEW_AS_TYPE } from '../staff-auth/staff-tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes something (ends a session, launches a course at its provider, starts a
     * checkout at a gateway): refused to a member of staff viewing as the student, as every
     * other method is (docs/staff-console.md "Seeing the portal as the student").
     */
    changesOnRead?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD']);

/** Whether the request's bearer token says it is a view-as token (read, not verified). */
export function carriesViewAsToken(request: FastifyRequest): boolean {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return false;
  try {
    return decodeProtectedHeader(token).typ === VIEW_AS_TYPE;
  } catch {
    return false;
  }
}

/** A change asked for by a view-as request: any method but GET and HEAD, or a GET that changes. */
export function isChange(request: FastifyRequest): boolean {
  return !READS.has(request.method) || request.routeOptions.config.changesOnRead === true;
}

/**
 * Refuses every change made with a view-as token before anything else reads the request (its body
 * is not even parsed), on every route of the student API, public ones included: a view is
 * read-only. The header is read without checking the signature, which is safe because this only
 * refuses; `authenticate` verifies the token, and checks the same again, before any read. The
 * staff API is left to answer a view-as token as any token not its own (INVALID_TOKEN).
 */
export function registerReadOnlyView(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // The method first: a read (nearly every call) needs no look at the token.
    const refused =
      !request.url.startsWith('/staff-api/') && isChange(request) && carriesViewAsToken(request);
    done(refused ? new AppError('READ_ONLY_VIEW') : undefined);
  });
}
