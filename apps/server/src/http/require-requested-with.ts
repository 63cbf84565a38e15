// Every call of the web app sends `X-Requested-With` (docs/product/api-calls.md). A form or a script on another site
// cannot send that header without a CORS preflight, which this server never grants, so a write
// without it is refused: no other site can create accounts, leads or payments in a visitor's name.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `exemptPrefixes`: paths that stand for another site (the sandbox PayPal: its API authenticates by
 * bearer token and its approval page posts forms, as PayPal's own site does), not the portal's API.
 */
export function registerRequestedWithCheck(
  app: FastifyInstance,
  options: { exemptPrefixes?: readonly string[] } = {},
): void {
  const exempt = options.exemptPrefixes ?? [];
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (exempt.some((prefix) => request.url.startsWith(prefix))) return;
    if (!request.headers['x-requested-with']) throw new AppError('MISSING_REQUESTED_WITH');
  });
}
