import { liveSubjectOf, type LiveSubject } from './live-subject';

// The live channel's contract (docs/product/api-calls.md "Static and live", states-and-transitions.md "Live connection", constants-and-limits.md), written once
// for the server and the web client (docs/decisions/0013-live-channel.md).

/** Where the WebSocket is served, on the API host (docs/product/api-calls.md). */
export const LIVE_SOCKET_PATH = '/websocket-api/ws';

/** STOMP heart-beats each way, in ms (docs/product/constants-and-limits.md); a peer silent for two of them is dropped. */
export const LIVE_HEARTBEAT_MS = 2_000;

/** How long the client waits before connecting again after the connection dropped (docs/product/constants-and-limits.md). */
export const LIVE_RECONNECT_DELAY_MS = 5_000;

/** The largest STOMP frame either side accepts, in bytes (the usual STOMP broker limit). */
export const LIVE_MAX_FRAME_BYTES = 64 * 1024;

/**
 * CONNECT header: the `message-id` of the last MESSAGE the client saw (or the `last-message-id`
 * of the CONNECTED frame when none came since). The server first sends what the client missed
 * after it. CONNECTED answers with the same header: where this connection starts.
 */
export const LAST_MESSAGE_ID_HEADER = 'last-message-id';

/**
 * CONNECTED header, `true` when the events after the client's `last-message-id` are no longer kept
 * (older than the outbox retention, or from another database): the client reloads its data.
 */
export const RESYNC_HEADER = 'resync';

/** ERROR header: the error catalogue's code (docs/product/error-catalogue.md), beside the catalogue's words in `message`. */
export const ERROR_CODE_HEADER = 'code';

const PREFIX = '/user/queue/';

/**
 * The destination a client subscribes to for one subject. The client id is the user's id (the
 * access token's `sub`), so every tab and device of the user reads the same destinations; the
 * subject is the suffix after the last dash, as docs/product/states-and-transitions.md routes messages.
 */
export function liveDestination(clientId: string, subject: LiveSubject): string {
  return `${PREFIX}${clientId}-${subject}`;
}

/** The client id and subject of a destination written by `liveDestination`, or null. */
export function parseLiveDestination(
  destination: string,
): { clientId: string; subject: LiveSubject } | null {
  if (!destination.startsWith(PREFIX)) return null;
  const subject = liveSubjectOf(destination);
  if (!subject) return null;
  const clientId = destination.slice(PREFIX.length, -subject.length - 1);
  if (!clientId || clientId.includes('/')) return null;
  return { clientId, subject };
}
