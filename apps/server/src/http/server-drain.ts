import type { FastifyInstance } from 'fastify';

// Whether this server is draining (docs/operations.md "Draining"): once set, /readyz answers 503
// so load balancers stop sending it traffic while it finishes what it holds.
declare module 'fastify' {
  interface FastifyInstance {
    drainState: DrainState;
  }
}

export interface DrainState {
  readonly draining: boolean;
  /** From now on, readiness is refused; never undone (a drained server exits). */
  begin(): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}

/**
 * Drains the server (docs/operations.md "Draining"): readiness is refused at once; after
 * `delayMs` (time for load balancers to see it) the server stops taking connections, answers the
 * requests it holds, tells live clients to reconnect elsewhere (close 1012, "service restart"),
 * then stops the job runner after its current jobs and the outbox relay (the app's close hooks).
 */
export async function drainServer(
  app: FastifyInstance,
  options: { delayMs?: number } = {},
): Promise<void> {
  app.drainState.begin();
  app.log.info('draining: readiness refused, finishing the requests held');
  if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  await app.close();
  app.log.info('drained');
}
