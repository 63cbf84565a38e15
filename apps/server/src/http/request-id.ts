import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A UUID or a similar token: what a client or proxy sends, bounded so logs stay plain. */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The request's id (Fastify's `genReqId`, pino's `reqId`): the client's `X-Request-Id` when it is
 * well formed, so the web app's call, a proxy's log and ours share one id; otherwise one of ours.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Every answer names the id its request was logged under. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
