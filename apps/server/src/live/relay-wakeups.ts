import type { DatabaseHandle } from '../db/database';
import { listenForNotifications } from '../db/listen-for-notifications';
import { OUTBOX_CHANNEL } from './outbox-queries';

/**
 * What wakes every instance's outbox relay (docs/decisions/0013-live-channel.md "Fan-out"):
 * PostgreSQL's LISTEN/NOTIFY (in process on PGlite), or Redis pub/sub when REDIS_URL is set,
 * chosen once by `chooseRelayWakeups`. Either way every relay reads the events from the outbox;
 * a wake-up only says when to look, and each relay also polls because none is guaranteed.
 */
export interface RelayWakeups {
  /**
   * Calls `wake` whenever there may be something to claim or read, with the claimant's name when
   * it is a claim's notice; answers a function that stops.
   */
  listen(wake: (claimant?: string) => void): Promise<() => Promise<void>>;
  /** After `claimant`'s claim committed: wakes every instance's relay to read it. */
  claimed(claimant: string): Promise<void>;
  /**
   * Whether a committed write wakes the relays by itself (the outbox trigger's NOTIFY reaches a
   * listener). When not, the app wakes its own relay after each write request it answers.
   */
  readonly hearsWrites: boolean;
}

/** LISTEN outbox: the insert trigger (migration 0006) and every claim send NOTIFY outbox. */
export function postgresWakeups(database: DatabaseHandle): RelayWakeups {
  return {
    // A write's notice has no payload; a claim's names its claimant.
    listen: (wake) =>
      listenForNotifications(database, OUTBOX_CHANNEL, (payload) => wake(payload || undefined)),
    // The claim's own pg_notify, sent as it commits.
    claimed: async () => undefined,
    hearsWrites: true,
  };
}
