// Every call of the web app sends `X-Requested-With` (SPEC §7). A form or a script on another site
// cannot send that header without a CORS preflight, which this server never grants, so a write
// without it is refused: no other site can create accounts, leads or payments in a visitor's name.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerRequestedWithCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.headers['x-requested-with']) throw new AppError('MISSING_REQUESTED_WITH');
  });
}
