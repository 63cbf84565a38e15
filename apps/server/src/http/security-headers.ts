// The security headers of every answer (docs/architecture.md, decision 14), computed once from
// helmet's own middleware and its options, then set on every answer: the routes' (a hook), and
// those the HTTP layer gives before any route runs (a bad URL, headers too large, a request too
// slow). Running helmet's middleware on each request instead cost about a twentieth of a
// signed-in call (docs/performance.md).
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for a route whose answer carries none of the security headers (a WebSocket upgrade). */
    securityHeaders?: false;
  }
}

/** Pages set their own Content-Security-Policy (web/serve-spa.ts); the API answers JSON only. */
const HELMET_OPTIONS = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false };

function computeSecurityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({} as never, recorder, () => undefined);
  return headers;
}

export const SECURITY_HEADERS = computeSecurityHeaders();

/** Sets the security headers on the answer of every route but those that opt out. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) reply.headers(SECURITY_HEADERS);
    done();
  });
}
