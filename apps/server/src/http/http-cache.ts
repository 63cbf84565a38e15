// Validators and freshness for answers that every visitor shares (docs/decisions/0014): pages,
// content files and the public catalog and organisation data.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A strong validator of exactly these bytes. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

// RFC 9110 §13.1.2: weak comparison, a list of tags or `*`.
export function matchesIfNoneMatch(header: string | undefined, etags: readonly string[]): boolean {
  if (!header) return false;
  const held = etags.map((tag) => tag.replace(/^W\//, ''));
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || held.includes(tag));
}

/**
 * Public API answers (the catalog and organisation data): browsers keep them a minute, shared
 * caches (a CDN) five, and may serve a stale copy for a minute while they revalidate. The data
 * changes only with a deployment (migrations and seed), so a few minutes of staleness is safe.
 */
export const PUBLIC_API_CACHE_CONTROL =
  'public, max-age=60, s-maxage=300, stale-while-revalidate=60';

/**
 * Gives every successful GET of the routes in this plugin an ETag and `PUBLIC_API_CACHE_CONTROL`,
 * and answers a matching If-None-Match with 304. A route that authenticates has already said
 * `no-store` (auth/authenticate.ts): it is left alone, so a user's own answer is never shared.
 * The tag is weak: compression changes the bytes on the wire, not the answer.
 */
export function cachePublicAnswers(app: FastifyInstance): void {
  app.addHook(
    'preSerialization',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200 || reply.hasHeader('cache-control')) return payload;
      const etag = `W/${etagOf(JSON.stringify(payload))}`;
      reply.header('ETag', etag).header('Cache-Control', PUBLIC_API_CACHE_CONTROL);
      if (matchesIfNoneMatch(request.headers['if-none-match'], [etag])) {
        reply.code(304);
        return null;
      }
      return payload;
    },
  );
}
