import type { PoolClient } from 'pg';
import type { DatabaseHandle } from './database';

/** How long to wait before listening again after the server dropped the listening connection. */
const RECONNECT_MS = 1_000;

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
  const pool = database.client;
  let dropListening: (() => void) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  // A connection of its own, taken from the pool while it listens and closed when it stops, so
  // that it never goes back to the pool with these handlers on it.
  async function connect() {
    let taken: PoolClient | undefined;
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (dropListening === drop) dropListening = undefined;
      taken?.release(true);
      onLost();
      if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
    };
    try {
      taken = await pool.connect();
      taken.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload);
      });
      // The server ended the connection (a restart, a failover): listen again on a new one.
      taken.on('error', drop);
      await taken.query(`LISTEN ${channel}`);
      if (dropped) return;
      // Stopped while connecting (the server kept going away): kept, the connection would hold
      // the pool open for ever.
      if (stopped) return drop();
      dropListening = drop;
      onNotify();
    } catch {
      drop();
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    dropListening?.();
  };
}
