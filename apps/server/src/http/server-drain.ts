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
