// Builds the real app on a real database and listens on a loopback port, so server tests speak
// HTTP exactly as the browser does.
import type { FastifyInstance } from 'fastify';
import { Agent, fetch as undiciFetch } from 'undici';
import { buildApp, type AppOptions } from '../app';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/database';
import { chooseJobRunner } from '../jobs/choose-job-runner';
import type { JobRunner } from '../jobs/job-runner';
import { createOutboxRelay, type OutboxRelay } from '../live/outbox-relay';
import type { RelayWakeups } from '../live/relay-wakeups';
import { listenForNotifications } from '../db/listen-for-notifications';
import { SESSION_ENDED_CHANNEL } from '../modules/auth/live-session-cache';
import { OWNER_DATA_CHANNEL } from '../db/owner-read-cache';
import { loadTenants } from '../tenancy/load-tenants';
import { TENANT_CHANNEL } from '../tenancy/tenant-document-queries';
import { CATALOG_CHANNEL } from '../modules/catalog/watch-catalog-versions';
import { checkTenantPrograms } from '../tenancy/check-tenant-programs';
import { listProgramCodes } from '../modules/organization/list-program-codes';
import type { TenantRegistry } from '../tenancy/tenant-registry';
import { createTestDatabase, type ReachDatabase } from './test-database';
import { TENANTS_DIR } from './tenants-copy';

export { TENANTS_DIR };

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-22T12:00:00Z')): Clock & {
  advance(ms: number): void;
  set(date: Date): void;
} {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}

// Resolves every host name to loopback, as Chromium does for *.localhost, so the Host header
// carries the tenant exactly as a browser sends it.
// A client may also speak from another loopback address (127.0.0.2, ...), to be another machine.
const agents = new Map<string, Agent>();
function loopbackFrom(localAddress = '127.0.0.1'): Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({
      localAddress,
      connect: {
        // Node asks for one address or for all of them, depending on the socket's options.
        lookup: (_hostname, options, callback) =>
          options.all
            ? callback(null, [{ address: '127.0.0.1', family: 4 }])
            : (callback as unknown as (e: null, a: string, f: number) => void)(
                null,
                '127.0.0.1',
                4,
              ),
      },
    });
    agents.set(localAddress, agent);
  }
  return agent;
}

/** A job runner that polls often and leaves schedules to the test's `tick()`. */
export function testJobRunner(database: DatabaseHandle, clock: Clock): JobRunner {
  return chooseJobRunner({
    database,
    clock,
    pollingIntervalSeconds: 0.5,
    tickMs: 3_600_000,
    // A deadline for a hang: the database closes right after the runner stops, so a job still
    // running then (a sweep a test's tick queued) would fail on a closed pool, outside any test.
    stopTimeoutMs: 30_000,
  });
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  tenants: TenantRegistry;
  clock: ReturnType<typeof manualClock>;
  /** The app's job runner, when started `withJobs`. */
  jobs?: JobRunner;
  /** The app's outbox relay, when started `withRelay`. */
  relay?: OutboxRelay;
  /**
   * fetch against the server as the given tenant: the request goes to `<tenant>.localhost`, from
   * the loopback address `from` (127.0.0.1 unless given). Like the web app's client it sends
   * `X-Requested-With`, unless `crossSite` makes it a request from another site's page.
   */
  request(
    path: string,
    init?: RequestInit & { tenant?: string; from?: string; crossSite?: boolean },
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestServer(
  overrides: Partial<Omit<AppOptions, 'db' | 'clock' | 'tenants' | 'jobs' | 'relay'>> & {
    /** Runs the app's jobs; schedules run when the test moves the clock and calls `tick()`. */
    withJobs?: boolean;
    /**
     * Runs the outbox relay (subscribe to `relay` to receive the events), woken as configured
     * (PostgreSQL or PGlite notifications unless `wakeups` is given).
     */
    withRelay?: boolean | { pollMs?: number; wakeups?: RelayWakeups };
    /**
     * Another instance's database and clock: this server runs beside it on the same data, and
     * leaves the database open when it closes.
     */
    sharing?: Pick<TestServer, 'database' | 'clock'>;
    /** How the server reaches its throwaway PostgreSQL database (createTestDatabase's `reach`). */
    reachDatabase?: ReachDatabase;
    /**
     * Hears ended sessions as `npm start` does, so signed-in calls check sessions from memory;
     * called after each notice is taken in (the session's id; none when listening starts).
     */
    hearSessionEndings?: (sessionId?: string) => void;
    /** Keeps students' reads in memory, told of each changed owner (and calls this with it). */
    hearOwnerChanges?: (owner?: string) => void;
  } = {},
): Promise<TestServer> {
  const {
    withJobs,
    withRelay,
    sharing,
    reachDatabase,
    hearSessionEndings,
    hearOwnerChanges,
    ...options
  } = overrides;
  // The copy of the run's template already holds the reference data a start seeds.
  const database = sharing?.database ?? (await createTestDatabase({ reach: reachDatabase }));
  const clock = sharing?.clock ?? manualClock();
  const tenants = await loadTenants({ dir: TENANTS_DIR });
  checkTenantPrograms({ tenants: tenants.all(), knownCodes: await listProgramCodes(database.db) });
  const jobs = withJobs ? testJobRunner(database, clock) : undefined;
  const relay = withRelay
    ? createOutboxRelay({ database, clock, ...(withRelay === true ? {} : withRelay) })
    : undefined;
  const app = await buildApp({
    db: database.db,
    clock,
    tenants,
    buildVersion: 'test',
    logLevel: 'silent',
    jobs,
    relay,
    // Only a second instance needs telling of the first's tenant publications; listening holds a
    // connection, which a test that closes the database under a running app must not wait for.
    ...(sharing
      ? {
          tenantChanges: (onChange: () => void) =>
            listenForNotifications(database, TENANT_CHANNEL, onChange),
          catalogChanges: (onChange: () => void) =>
            listenForNotifications(database, CATALOG_CHANNEL, onChange),
        }
      : {}),
    ...(hearSessionEndings
      ? {
          sessionEndings: (onEnded: (id?: string) => void, onLost: () => void) =>
            listenForNotifications(
              database,
              SESSION_ENDED_CHANNEL,
              (id) => {
                onEnded(id);
                hearSessionEndings(id);
              },
              onLost,
            ),
        }
      : {}),
    ...(hearOwnerChanges
      ? {
          ownerDataChanges: (onChanged: (owner?: string) => void, onLost: () => void) =>
            listenForNotifications(
              database,
              OWNER_DATA_CHANNEL,
              (owner) => {
                onChanged(owner);
                hearOwnerChanges(owner);
              },
              onLost,
            ),
        }
      : {}),
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    app,
    database,
    tenants,
    clock,
    jobs,
    relay,
    request(path, init = {}) {
      const { tenant = 'default', from, crossSite = false, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (!crossSite && !headers.has('X-Requested-With')) {
        headers.set('X-Requested-With', 'XMLHttpRequest');
      }
      return undiciFetch(`http://${tenant}.localhost:${port}${path}`, {
        ...(rest as object),
        headers: Object.fromEntries(headers),
        dispatcher: loopbackFrom(from),
      }) as unknown as Promise<Response>;
    },
    async close() {
      // A response a test left unread keeps its connection busy, and closing would wait for it.
      app.server.closeAllConnections();
      await app.close();
      if (!sharing) await database.close();
    },
  };
}
