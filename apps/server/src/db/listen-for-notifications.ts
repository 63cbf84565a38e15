import pg, { type Pool } from 'pg';
import type { DatabaseHandle } from './database';

/** How long to wait before listening again after the server dropped the listening connection. */
const RECONNECT_MS = 1_000;

interface Listener {
  onNotify(payload?: string): void;
  onLost(): void;
}

/**
 * Calls `onNotify` with the payload whenever a transaction that sent `NOTIFY <channel>` commits,
 * on PGlite (in process) or PostgreSQL. Delivery is best effort, as PostgreSQL's is: a
 * notification sent while the connection was being replaced is lost, so callers also poll, or
 * trust nothing heard between `onLost` and the next (re)start. `onNotify` is also called without a
 * payload each time listening (re)starts, to cover what was sent meanwhile. Answers a function
 * that stops.
 */
export async function listenForNotifications(
  database: DatabaseHandle,
  channel: string,
  onNotify: (payload?: string) => void,
  onLost: () => void = () => undefined,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    // In process: nothing between the database and this listener can drop.
    const unlisten = await database.client.listen(channel, (payload) => onNotify(payload));
    onNotify();
    return () => unlisten();
  }
  return listeningConnectionOf(database.client).add(channel, { onNotify, onLost });
}

const listeningConnections = new WeakMap<Pool, ReturnType<typeof createListeningConnection>>();

/** Every listener of a pool's database shares one connection, opened beside the pool. */
function listeningConnectionOf(pool: Pool) {
  let connection = listeningConnections.get(pool);
  if (!connection) {
    connection = createListeningConnection(pool, () => listeningConnections.delete(pool));
    listeningConnections.set(pool, connection);
  }
  return connection;
}

/**
 * One connection of its own (never one of the pool's, which the queries need) that LISTENs on every
 * channel asked for, opened with the first listener and closed with the last. When the server ends
 * it (a restart, a failover) every listener hears `onLost`, and a new one is opened a second later.
 */
function createListeningConnection(pool: Pool, closed: () => void) {
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.Client | undefined;
  /** The channels `client` listens on. */
  const listening = new Set<string>();
  let opening: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const everyListener = () => [...listeners.values()].flatMap((set) => [...set]);

  /** Closes a connection whose events nobody hears any more (an error then ends nothing). */
  const close = (connection: pg.Client) => {
    connection.removeAllListeners();
    connection.on('error', () => undefined);
    return connection.end().catch(() => undefined);
  };

  function drop(lost: pg.Client) {
    void close(lost);
    if (client !== lost) return;
    client = undefined;
    for (const listener of everyListener()) listener.onLost();
    if (listeners.size > 0) retry = setTimeout(open, RECONNECT_MS);
  }

  async function connect() {
    const fresh = new pg.Client(pool.options);
    fresh.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) {
        listener.onNotify(message.payload);
      }
    });
    fresh.on('error', () => drop(fresh));
    fresh.on('end', () => drop(fresh));
    try {
      await fresh.connect();
      listening.clear();
      for (const channel of listeners.keys()) {
        listening.add(channel);
        await fresh.query(`LISTEN ${channel}`);
      }
    } catch {
      client = fresh;
      return drop(fresh);
    }
    // Every listener stopped while it connected.
    if (listeners.size === 0) return drop(fresh);
    client = fresh;
    for (const listener of everyListener()) listener.onNotify();
  }

  function open() {
    retry = undefined;
    opening ??= connect().finally(() => (opening = undefined));
    return opening;
  }

  return {
    async add(channel: string, listener: Listener): Promise<() => Promise<void>> {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
      if (!client && !retry) await open();
      // Connected before this channel was asked for: it listens from now on.
      if (client && !listening.has(channel)) {
        listening.add(channel);
        await client.query(`LISTEN ${channel}`).catch(() => undefined);
      }
      if (client) listener.onNotify();

      return async () => {
        const set = listeners.get(channel);
        set?.delete(listener);
        if (set?.size !== 0) return;
        listeners.delete(channel);
        if (listeners.size > 0) {
          listening.delete(channel);
          await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
          return;
        }
        clearTimeout(retry);
        retry = undefined;
        closed();
        const last = client;
        client = undefined;
        if (last) await close(last);
      };
    },
  };
}
