import type { LivePayload } from '@portal/domain/live/live-payloads';
import type { LiveSubject } from '@portal/domain/live/live-subject';

/** A live-update event as the outbox keeps it and the relay hands it on (one per subject). */
export type LiveMessage = {
  [S in LiveSubject]: {
    /** The event's own id: an event that arrives twice has the same id, so the second is dropped. */
    id: number;
    /**
     * Its place in the one order in which every instance delivers events. A consumer that missed
     * some (a client that reconnects) reads the outbox after the last position it saw.
     */
    position: number;
    tenantId: string;
    userId: string;
    subject: S;
    payload: LivePayload<S>;
    createdAt: Date;
    /**
     * The span that wrote it (a W3C `traceparent`), as the relay reads it to link its delivery
     * span; not read back for a client.
     */
    traceParent?: string | null;
  };
}[LiveSubject];

/** A live-update event about to be written with the change it announces. */
export type NewLiveEvent<S extends LiveSubject = LiveSubject> = {
  tenantId: string;
  userId: string;
  subject: S;
  payload: LivePayload<S>;
  now: Date;
};

/**
 * Receives each dispatched event once, in position order, on every instance (the live channel of
 * docs/live-updates.md routes it to the user's connections). The relay waits for it before the next event, so
 * it should hand work off rather than do it; what it throws is logged and does not stop the relay.
 */
export type LiveListener = (message: LiveMessage) => void | Promise<void>;
