import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/database';
import { inSpan, outsideTraces } from '../tracing/spans';
import type { LiveListener, LiveMessage } from './live-message';
import { outboxQueries } from './outbox-queries';
import { postgresWakeups, type RelayWakeups } from './relay-wakeups';

/**
 * Events one claim numbers, and one read hands on. A burst (the billing run, a fan-out to every
 * student) costs one claim and one read per batch: at 200, 10,000 events took fifty of each.
 */
const BATCH = 1_000;

/** Where the relay reports its own failures (the app's logger). */
export interface RelayLog {
  error(details: object, message: string): void;
}

/**
 * The outbox relay (docs/decisions/0010-outbox-relay.md). Every instance runs one: it claims
 * events that are waiting (one instance at a time, numbering them), and hands every claimed event,
 * whichever instance claimed it, to its own subscribers in position order. It looks when a
 * transaction that wrote or claimed events commits (NOTIFY) and, since notifications can be lost,
 * every `pollMs` as well.
 */
export interface OutboxRelay {
  /** Hands each event dispatched from now on to `listener`; answers a function that unsubscribes. */
  subscribe(listener: LiveListener): () => void;
  /** Starts after the events already dispatched, and claims and hands on what is waiting. */
  start(log: RelayLog): Promise<void>;
  /** Stops looking for events, after handing on those it has already read. */
  stop(): Promise<void>;
  /** Looks for events now (a request that wrote some has committed). */
  wake(): void;
  /** Whether committed writes wake the relay by themselves (else the app calls `wake`). */
  readonly hearsWrites: boolean;
}

/** Whether claimed events take positions `after + 1`, `after + 2`, … with none missing. */
const follows = (claimed: LiveMessage[], after: number) =>
  claimed.length > 0 && claimed.every((message, i) => message.position === after + 1 + i);

export function createOutboxRelay(options: {
  database: DatabaseHandle;
  clock: Clock;
  /** How often to look without a notification (1 s unless given). */
  pollMs?: number;
  /** What wakes it (live/choose-relay-wakeups.ts); the database's notifications unless given. */
  wakeups?: RelayWakeups;
}): OutboxRelay {
  const { database, clock } = options;
  const wakeups = options.wakeups ?? postgresWakeups(database);
  const db = database.db;
  const listeners = new Set<LiveListener>();
  let log: RelayLog | undefined;
  /** The position of the last event handed on. */
  let delivered = 0;
  let stopped = true;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  /**
   * This relay's name in its claims' notices. It has handed on what it claimed before it hears its
   * own notice, so that notice would only cost a round that claims and reads nothing.
   */
  const claimant = randomUUID();

  /**
   * One event to every listener, in a span of its own linked to the transaction that wrote it
   * (docs/operations.md "Traces"): every instance delivers every event, each in its own trace.
   */
  const deliver = (message: LiveMessage) =>
    inSpan(
      'outbox deliver',
      {
        kind: 'CONSUMER',
        parent: {},
        links: [message.traceParent],
        attributes: {
          'portal.tenant.id': message.tenantId,
          'portal.outbox.subject': message.subject,
          'portal.outbox.event_id': message.id,
          'portal.outbox.position': message.position,
        },
      },
      async () => {
        for (const listener of listeners) {
          try {
            await listener(message);
          } catch (error) {
            log?.error({ err: error, eventId: message.id }, 'live listener failed');
          }
        }
      },
    );

  async function handOnEach(messages: LiveMessage[]) {
    for (const message of messages) {
      await deliver(message);
      delivered = message.position;
    }
  }

  /** Hands on every event dispatched after the last one handed on, read from the outbox. */
  async function handOn() {
    for (;;) {
      const messages = await outboxQueries.dispatchedAfter(db, delivered, BATCH);
      await handOnEach(messages);
      if (messages.length < BATCH) return;
    }
  }

  async function relay() {
    while (again && !stopped) {
      again = false;
      const claimed = await outboxQueries.claim(db, { now: clock.now(), limit: BATCH, claimant });
      if (claimed?.length) await wakeups.claimed(claimant);
      // What this claim numbered follows straight on from what was handed on: hand it on without
      // reading it back. Otherwise another instance claimed in between (its claim wakes this
      // relay too), or a failed claim left a gap: read the outbox from where this relay is.
      if (claimed && follows(claimed, delivered)) await handOnEach(claimed);
      else await handOn();
      // A full claim may have left events behind.
      if (claimed?.length === BATCH) again = true;
    }
  }

  // Calls made while a round runs are folded into one more round, so none is lost and none waits.
  function wake() {
    again = true;
    if (running || stopped) return;
    // A committed request's notification or hook wakes the relay; its round is not that request's.
    running = outsideTraces(relay)
      .catch((error) => log?.error({ err: error }, 'outbox relay failed'))
      .finally(() => {
        running = undefined;
        if (again && !stopped) wake();
      });
  }

  return {
    wake,
    hearsWrites: wakeups.hearsWrites,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async start(logTo) {
      log = logTo;
      delivered = await outboxQueries.lastPosition(db);
      stopped = false;
      unlisten = await wakeups.listen((from) => {
        if (from !== claimant) wake();
      });
      timer = setInterval(wake, options.pollMs ?? 1_000);
      wake();
    },

    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await running;
    },
  };
}
