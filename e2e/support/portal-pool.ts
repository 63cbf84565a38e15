// The run's portals, started by the global set-up's process and handed to journey files over a
// small loopback HTTP service (a file runs in a worker of its own, which cannot share a child
// process). While one file runs, the portal for the next waits ready: starting one (loading the
// server, opening and migrating its database, building the app) took 9 to 11 s of each file's time
// on a loaded 2-core machine, and now overlaps the previous file's tests (docs/testing.md).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { startPortal, type StartedPortal } from './start-portal';

/** How a journey file asks for a portal: its environment, and where the pool answers. */
export interface PortalRequest {
  env: Record<string, string>;
}

export interface PortalPool {
  /** The pool's address, for the journey files (portal-server.ts). */
  url: string;
  close(): Promise<void>;
}

/** The environment most files use: the one kept ready. */
const isPlain = (env: Record<string, string>) => Object.keys(env).length === 0;

/**
 * A pool of portals on copies of `template`: `POST /portals` answers the port of a portal for the
 * given environment (the ready one when it is plain, which starts the next), `POST
 * /portals/<port>/<signal>` signals it, `DELETE /portals/<port>` stops it.
 */
export async function createPortalPool(template: string): Promise<PortalPool> {
  const held = new Map<number, StartedPortal>();
  const closing = new AbortController();
  const start = (env: Record<string, string>) => startPortal(env, { template }, closing.signal);
  // Kept settled so that a failed start is reported to the file that takes it, not as unhandled.
  const startReady = () => {
    const ready = start({});
    ready.catch(() => undefined);
    return ready;
  };
  let ready: Promise<StartedPortal> | undefined;

  const take = async (env: Record<string, string>): Promise<StartedPortal> => {
    if (!isPlain(env)) return start(env);
    const taken = ready ?? start({});
    ready = closing.signal.aborted ? undefined : startReady();
    return taken;
  };

  const answer = async (request: IncomingMessage): Promise<[number, unknown]> => {
    const [, collection, port, signal] = (request.url ?? '').split('/');
    if (collection !== 'portals') return [404, { error: 'no such resource' }];
    if (request.method === 'POST' && !port) {
      const { env } = JSON.parse((await buffer(request)).toString()) as PortalRequest;
      const portal = await take(env);
      held.set(portal.port, portal);
      return [200, { port: portal.port }];
    }
    const portal = held.get(Number(port));
    if (!portal) return [404, { error: `no portal on port ${port}` }];
    if (request.method === 'POST' && signal) {
      portal.signal(signal as NodeJS.Signals);
      return [204, undefined];
    }
    if (request.method === 'DELETE') {
      held.delete(portal.port);
      await portal.stop();
      return [204, undefined];
    }
    return [405, { error: 'method not allowed' }];
  };

  const server = createServer((request, response) => {
    answer(request).then(
      ([status, body]) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: String((error as Error).stack ?? error) }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ready = startReady();

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      closing.abort();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      const left = [...held.values(), ...(ready ? [ready] : [])];
      held.clear();
      await Promise.allSettled(left.map(async (portal) => (await portal).stop()));
    },
  };
}
