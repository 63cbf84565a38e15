// Every call of the web app sends `X-Requested-With` (docs/product/api-calls.md). A form or a script on another site
// cannot send that header without a CORS preflight, which this server never grants, so a write
// without it is refused: no other site can create accounts, leads or payments in a visitor's name.
//
// The server neither reads nor sets a cookie: a caller proves itself by what its request carries
// (a bearer token, a password, a refresh token, a signature), never by what a browser adds on its
// own. A route whose standard callers cannot send the header says so in its config
// (`requestedWith`), and the route's own credential check is what protects it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write to this route may come without X-Requested-With:
     * - `'unless-another-site'`: from any client but a page of another site, as a browser tells
     *   (a stock OAuth client on a server or a phone sends no such header; a browser always does);
     * - `'from-any-site'`: from a page of another site too (a form the other site posts, as
     *   OpenID Connect's authorisation request may be).
     */
    requestedWith?: 'unless-another-site' | 'from-any-site';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser says that a page of another site sent this request: Fetch Metadata
 * (`Sec-Fetch-Site`, sent by every current browser), or else an `Origin` that is not this host
 * (`null` included: a sandboxed frame or a data URL). A client that is not a browser sends neither.
 */
export function fromAnotherSitesPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * `exemptPrefixes`: paths that stand for another site (the sandbox PayPal: its API authenticates by
 * bearer token and its approval page posts forms, as PayPal's own site does), not the portal's API.
 */
export function registerRequestedWithCheck(
  app: FastifyInstance,
  options: { exemptPrefixes?: readonly string[] } = {},
): void {
  const exempt = options.exemptPrefixes ?? [];
  const refuses = (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return false;
    if (request.headers['x-requested-with']) return false;
    if (exempt.some((prefix) => request.url.startsWith(prefix))) return false;
    const allowed = request.routeOptions.config.requestedWith;
    if (allowed === 'from-any-site') return false;
    return !(allowed === 'unless-another-site' && !fromAnotherSitesPage(request));
  };
  app.addHook('onRequest', (request, _reply, done) => {
    done(refuses(request) ? new AppError('MISSING_REQUESTED_WITH') : undefined);
  });
}
