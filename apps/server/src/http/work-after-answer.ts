// Work a route starts after it has answered, so that how long the answer takes tells nothing about
// the work (a password recovery must not reveal whether the address is registered). It is kept
// track of: the server finishes it before it closes, and a test can wait for it to end.
declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: WorkAfterAnswer;
  }
}

export interface WorkAfterAnswer {
  /** Keeps `work` until it ends; a failure is passed to `onError`, never thrown. */
  start(work: Promise<unknown>, onError: (error: unknown) => void): void;
  /** Resolves once every work started so far has ended. */
  settled(): Promise<void>;
}

export function createWorkAfterAnswer(): WorkAfterAnswer {
  const running = new Set<Promise<unknown>>();
  return {
    start(work, onError) {
      const tracked = work.catch(onError).finally(() => running.delete(tracked));
      running.add(tracked);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
