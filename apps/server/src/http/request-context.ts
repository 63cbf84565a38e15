// The request a piece of work was caused by, followed through async calls (AsyncLocalStorage), so
// that an outbox event, a mail or a job queued while answering a request names it, and the job's
// own work runs under the same id (docs/operations.md "The request id").
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request the current work is for, if any (none in a timer or a scheduled job). */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** Runs `work` as caused by request `requestId` (as it is when that is undefined). */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? context.run({ requestId }, work) : work();
}

/** Every request's handling runs under its id (Fastify's `request.id`, from `X-Request-Id`). */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    context.run({ requestId: request.id }, done);
  });
}
