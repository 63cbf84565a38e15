// The web half of the live channel (docs/product/states-and-transitions.md "Live connection", error-catalogue.md "Live channel", constants-and-limits.md): the standard
// STOMP client on the server's /websocket-api/ws (docs/live-updates.md). It keeps the last
// message-id it saw, so a reconnection gets what was missed, and hands each update on by the
// subject its destination ends with.
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import {
  ERROR_CODE_HEADER,
  LAST_MESSAGE_ID_HEADER,
  LIVE_HEARTBEAT_MS,
  LIVE_RECONNECT_DELAY_MS,
  liveDestination,
  RESYNC_HEADER,
} from '@portal/domain/live/live-destination';
import { livePayloadSchemas, type LivePayload } from '@portal/domain/live/live-payloads';
import { LIVE_SUBJECTS, liveSubjectOf, type LiveSubject } from '@portal/domain/live/live-subject';
import { decodeJwtClaims } from '../jwt-claims';

/** One live update, its payload checked against the shared schema of its subject. */
export type LiveUpdate = {
  [S in LiveSubject]: { subject: S; payload: LivePayload<S>; messageId: number };
}[LiveSubject];

/** What the client needs of a WebSocket (the browser's, or a test's). */
export type LiveSocketFactory = (url: string, protocols: string[]) => WebSocket;

export interface LiveConnectionDeps {
  /** `ws(s)://<api host><base path>/websocket-api/ws`. */
  url: string;
  /**
   * A valid access token, refreshed first when it is about to expire (docs/product/error-catalogue.md), or null when the
   * session cannot be refreshed: the connection then stops instead of connecting.
   */
  accessToken(): Promise<string | null>;
  /** Each update, once, in the server's order. */
  onUpdate(update: LiveUpdate): void;
  /** Updates were lost (older than the server keeps): reload the user's data. */
  onResync(): void;
  /**
   * The server refused the token while connected: the session ended elsewhere (a sign-out on
   * another device, a change of password, a support agent ending every session). The owner
   * checks the session with a refresh, which ends it on the page when the server refuses it.
   */
  onTokenRefused?(): void;
  webSocket?: LiveSocketFactory;
  reconnectDelayMs?: number;
  /** A number in [0, 1) for the reconnect jitter; Math.random when absent. */
  random?: () => number;
}

export interface LiveConnection {
  /** Opens the connection, restarting one already open (docs/product/states-and-transitions.md). */
  start(): Promise<void>;
  /** Closes it (at logout). */
  stop(): Promise<void>;
}

const STOMP_PROTOCOL = 'v12.stomp';

/**
 * Up to half the delay again, chosen anew before every attempt: after a server restart its clients
 * come back spread over 5 to 7.5 s instead of all at the same moment. Never shorter than the delay of docs/product/constants-and-limits.md,
 * 5000 ms.
 */
const RECONNECT_JITTER = 0.5;

export function jitteredDelay(delayMs: number, random: () => number): number {
  return Math.round(delayMs * (1 + RECONNECT_JITTER * random()));
}

export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  const openSocket: LiveSocketFactory =
    deps.webSocket ?? ((url, protocols) => new WebSocket(url, protocols));
  const baseDelay = deps.reconnectDelayMs ?? LIVE_RECONNECT_DELAY_MS;
  const random = deps.random ?? Math.random;
  let client: Client | undefined;
  let lastMessageId: number | undefined;
  let userId = '';

  function receive(message: IMessage) {
    // docs/product/states-and-transitions.md: routed by the suffix of the destination after the last dash.
    const subject = liveSubjectOf(message.headers.destination ?? '');
    const messageId = Number(message.headers['message-id']);
    if (!subject || !Number.isSafeInteger(messageId)) return;
    // Sent once by the server; a second copy (a resent frame) changes nothing.
    if (lastMessageId !== undefined && messageId <= lastMessageId) return;
    let body: unknown;
    try {
      body = JSON.parse(message.body);
    } catch {
      return;
    }
    const parsed = livePayloadSchemas[subject].safeParse(body);
    if (!parsed.success) return;
    lastMessageId = messageId;
    deps.onUpdate({ subject, payload: parsed.data, messageId } as LiveUpdate);
  }

  function connected(frame: IFrame, self: Client) {
    const start = Number(frame.headers[LAST_MESSAGE_ID_HEADER]);
    if (Number.isSafeInteger(start)) lastMessageId = start;
    if (frame.headers[RESYNC_HEADER] === 'true') deps.onResync();
    for (const subject of LIVE_SUBJECTS) self.subscribe(liveDestination(userId, subject), receive);
  }

  function build(): Client {
    const self: Client = new Client({
      webSocketFactory: () => openSocket(deps.url, [STOMP_PROTOCOL]),
      heartbeatIncoming: LIVE_HEARTBEAT_MS,
      heartbeatOutgoing: LIVE_HEARTBEAT_MS,
      reconnectDelay: jitteredDelay(baseDelay, random),
      debug: () => undefined,
      // Before every attempt, first and later: a fresh token, or no connection at all.
      beforeConnect: async () => {
        // The wait after this connection drops (stompjs takes it up when the connection opens).
        self.reconnectDelay = jitteredDelay(baseDelay, random);
        const token = await deps.accessToken().catch(() => null);
        if (!token) {
          await self.deactivate();
          return;
        }
        userId = String(decodeJwtClaims(token).sub ?? '');
        self.connectHeaders = {
          Authorization: `Bearer ${token}`,
          ...(lastMessageId === undefined
            ? {}
            : { [LAST_MESSAGE_ID_HEADER]: String(lastMessageId) }),
        };
      },
      onConnect: (frame) => connected(frame, self),
      // docs/product/error-catalogue.md: on an error mentioning an expired token the connection is closed; the next
      // attempt refreshes the token first (beforeConnect).
      onStompError: (frame) => {
        const code = frame.headers[ERROR_CODE_HEADER];
        if (code === 'TOKEN_EXPIRED') self.forceDisconnect();
        // A session that ended: the page would otherwise keep reconnecting with a token the
        // server refuses, and learn of the end only at its next call.
        if (code === 'INVALID_TOKEN') deps.onTokenRefused?.();
      },
    });
    return self;
  }

  return {
    async start() {
      await client?.deactivate();
      client = build();
      client.activate();
    },
    async stop() {
      const stopping = client;
      client = undefined;
      await stopping?.deactivate();
    },
  };
}
