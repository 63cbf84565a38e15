// The live channel as the web app meets it: the real @stomp/stompjs client in Node, on `ws`
// (Node 20 has no global WebSocket), with the Host and Origin a browser on the tenant's site sends.
import { Client, type IFrame } from '@stomp/stompjs';
import WebSocket from 'ws';
import {
  LAST_MESSAGE_ID_HEADER,
  LIVE_HEARTBEAT_MS,
  LIVE_SOCKET_PATH,
  liveDestination,
} from '@portal/domain/live/live-destination';
import type { LiveSubject } from '@portal/domain/live/live-subject';
import type { TestServer } from './test-server';

export interface ReceivedMessage {
  subject: LiveSubject;
  messageId: number;
  body: unknown;
}

/** The user id (`sub`) of an access token, as the web app reads it. */
export function userIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()).sub as string;
}

/**
 * The WebSocket address and the headers a page of `tenant`'s site would send; with `basePath`
 * (`/<partner slug>`), a page of a partner school's site under the main site.
 */
export function socketTarget(server: TestServer, tenant = 'default', basePath = '') {
  const { port } = new URL(server.baseUrl);
  return {
    url: `ws://127.0.0.1:${port}${basePath}${LIVE_SOCKET_PATH}`,
    host: `${tenant}.localhost:${port}`,
    origin: `http://${tenant}.localhost:${port}`,
  };
}

export interface LiveClient {
  client: Client;
  /** Every MESSAGE received, in order. */
  messages: ReceivedMessage[];
  /** ERROR frames received. */
  errors: IFrame[];
  /** The CONNECTED frame, once connected. */
  connected: Promise<IFrame>;
  /** Resolves when the WebSocket closes. */
  closed: Promise<void>;
  /** The underlying socket (to stop reading from it, as a slow client would). */
  socket(): WebSocket;
  /** Subscribes to the user's destination for each subject and waits until each is in place. */
  subscribe(...subjects: LiveSubject[]): Promise<void>;
  /** The highest message-id seen, or the CONNECTED frame's start when none came. */
  lastMessageId(): number;
  disconnect(): Promise<void>;
}

/**
 * Connects with the settings of docs/product/constants-and-limits.md (heart-beats 2000 ms each way) and no reconnection: a test
 * reconnects on purpose, passing the last message-id it saw.
 */
export function connectLive(
  server: TestServer,
  options: {
    token: string;
    tenant?: string;
    /** `/<partner slug>` on the main site, as a partner school's pages are served. */
    basePath?: string;
    /** Another Origin than the tenant's site; null for none, as a native app sends. */
    origin?: string | null;
    lastMessageId?: number;
    /** Called with each MESSAGE as it arrives, after it is added to `messages`. */
    onMessage?: (message: ReceivedMessage) => void;
    /** Whether the client checks the server's heart-beats (a paused client must not). */
    heartbeatIncoming?: number;
  },
): LiveClient {
  const target = socketTarget(server, options.tenant, options.basePath);
  const messages: ReceivedMessage[] = [];
  const errors: IFrame[] = [];
  let socket: WebSocket | undefined;
  let start = 0;
  let resolveConnected!: (frame: IFrame) => void;
  let resolveClosed!: () => void;
  const connected = new Promise<IFrame>((resolve) => (resolveConnected = resolve));
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const client = new Client({
    webSocketFactory: () => {
      const origin = options.origin === undefined ? target.origin : options.origin;
      socket = new WebSocket(target.url, ['v12.stomp'], {
        headers: { Host: target.host },
        ...(origin === null ? {} : { origin }),
      });
      return socket;
    },
    connectHeaders: {
      Authorization: `Bearer ${options.token}`,
      ...(options.lastMessageId === undefined
        ? {}
        : { [LAST_MESSAGE_ID_HEADER]: String(options.lastMessageId) }),
    },
    heartbeatIncoming: options.heartbeatIncoming ?? LIVE_HEARTBEAT_MS,
    heartbeatOutgoing: LIVE_HEARTBEAT_MS,
    reconnectDelay: 0,
    debug: () => undefined,
    onConnect: (frame) => {
      start = Number(frame.headers[LAST_MESSAGE_ID_HEADER]);
      resolveConnected(frame);
    },
    onStompError: (frame) => errors.push(frame),
    onWebSocketClose: () => resolveClosed(),
  });
  client.activate();

  return {
    client,
    messages,
    errors,
    connected,
    closed,
    socket: () => socket!,
    async subscribe(...subjects) {
      await connected;
      const userId = userIdOf(options.token);
      await Promise.all(
        subjects.map((subject) => {
          const receipt = `${subject}-${Math.random()}`;
          const done = new Promise<void>((resolve) =>
            client.watchForReceipt(receipt, () => resolve()),
          );
          client.subscribe(
            liveDestination(userId, subject),
            (message) => {
              const received = {
                subject,
                messageId: Number(message.headers['message-id']),
                body: JSON.parse(message.body),
              };
              messages.push(received);
              options.onMessage?.(received);
            },
            { receipt },
          );
          return done;
        }),
      );
    },
    lastMessageId: () => Math.max(start, ...messages.map((m) => m.messageId)),
    async disconnect() {
      await client.deactivate();
    },
  };
}
