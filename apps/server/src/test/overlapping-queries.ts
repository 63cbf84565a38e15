// node-postgres deprecates a query sent on a connection that has not yet answered the previous one
// ("Calling client.query() when the client is already executing a query", warned once per
// process and only from the third query), and pg@9 will refuse it. A transaction holds one
// connection, so this watches every connection of the pool and records each such query.
import type { Pool, PoolClient } from 'pg';

type Query = (...args: unknown[]) => unknown;

function textOf(config: unknown): string {
  const text = typeof config === 'string' ? config : (config as { text?: string }).text;
  return (text ?? String(config)).replace(/\s+/g, ' ').slice(0, 120);
}

/**
 * From now on, each query sent on one of the pool's connections while another query on that
 * connection is still running: its SQL, as `overlaps` lists it (empty while all is well).
 */
export function recordOverlappingQueries(pool: Pool): { overlaps: string[] } {
  const overlaps: string[] = [];
  const watched = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    let running = 0;
    const query = client.query.bind(client) as Query;
    const finished = () => {
      running -= 1;
    };
    client.query = ((...args: unknown[]) => {
      if (running > 0) overlaps.push(textOf(args[0]));
      running += 1;
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        // The pool's own `pool.query` answers through a callback.
        args[args.length - 1] = (...answer: unknown[]) => {
          finished();
          return (callback as Query)(...answer);
        };
        return query(...args);
      }
      const result = query(...args) as PromiseLike<unknown> | undefined;
      // A Submittable (a cursor, a stream) is not awaited like this; the app sends none.
      if (typeof result?.then === 'function') result.then(finished, finished);
      else finished();
      return result;
    }) as PoolClient['query'];
  });
  return { overlaps };
}
