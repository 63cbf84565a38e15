/** The outbox positions a reconnecting client's last position is checked against. */
export interface PositionBounds {
  /** The oldest position still kept, or null when pruning left none. */
  oldest: number | null;
  /** The newest committed position, or null when none is kept. */
  newest: number | null;
  /** The last position the sequence handed out (0 before any). */
  issued: number;
}

/** Where a connection's stream starts: the events after `from`; `resync` when some are gone. */
export interface ResumePoint {
  from: number;
  resync: boolean;
}

/**
 * Decides where a new connection starts (docs/decisions/0013-live-channel.md "Reconnecting").
 * Without a last position the connection starts at the newest committed event: the client has
 * just loaded its data. With one, it starts there when every later event is still kept: pruning
 * deletes the oldest positions first, so that holds when the position is at least the oldest kept
 * one less one (or, with none kept, at least the last one handed out). Otherwise, or for a
 * position beyond any handed out (another database's), the client is told to resync.
 * Positions skipped by a failed claim can make this answer resync where nothing was lost; that
 * only costs the client a reload.
 */
export function resumePoint(requested: number | undefined, bounds: PositionBounds): ResumePoint {
  const start = bounds.newest ?? 0;
  if (requested === undefined) return { from: start, resync: false };
  const kept =
    requested <= bounds.issued &&
    (bounds.oldest === null ? requested >= bounds.issued : requested >= bounds.oldest - 1);
  return kept ? { from: requested, resync: false } : { from: start, resync: true };
}
