// A journey file's portal, taken from the run's pool (portal-pool.ts): its own process and its own
// copy of the seeded data, so no file sees what another changed.
import { inject } from 'vitest';

export interface PortalServer {
  port: number;
  /** The portal's address as seen by the tenant's visitors: `http://<tenant>.localhost:<port>`. */
  url(tenant?: string, path?: string): string;
  /** The default tenant by IP, for Node's fetch (which does not resolve `*.localhost`). */
  direct(path: string): string;
  /** Sends the portal's process a signal (SIGUSR2: the daily billing pass, when configured). */
  signal(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

async function poolCall(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${inject('portalPoolUrl')}${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`portal pool: ${method} ${path}: ${await response.text()}`);
  return response;
}

/** A portal with `env` added to its environment (README "Configuration"). */
export async function takePortal(env: Record<string, string> = {}): Promise<PortalServer> {
  const { port } = (await (await poolCall('POST', '/portals', { env })).json()) as {
    port: number;
  };
  return {
    port,
    url: (tenant = 'default', pathname = '/') => `http://${tenant}.localhost:${port}${pathname}`,
    direct: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    signal: async (signal) => {
      await poolCall('POST', `/portals/${port}/${signal}`);
    },
    stop: async () => {
      await poolCall('DELETE', `/portals/${port}`);
    },
  };
}
