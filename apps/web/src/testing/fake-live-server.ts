// A fake of the portal's live channel for tests: it speaks the server's side of STOMP 1.2
// (docs/live-updates.md) to the real @stomp/stompjs client through WebSocket-shaped objects.
// Not a mock of any app module; the server's own behaviour is tested against the real client in
// apps/server/src/live.

interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

function parseFrames(text: string): Frame[] {
  return text
    .split('\0')
    .map((part) => part.replace(/^[\r\n]+/, ''))
    .filter((part) => part.length > 0)
    .map((part) => {
      const [head = '', body = ''] = part.split('\n\n');
      const [command = '', ...lines] = head.split('\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (!(line.slice(0, at) in headers)) headers[line.slice(0, at)] = line.slice(at + 1);
      }
      return { command, headers, body };
    });
}

const frame = (command: string, headers: Record<string, string>, body = '') =>
  `${command}\n${Object.entries(headers)
    .map(([k, v]) => `${k}:${v}`)
    .join('\n')}\n\n${body}\0`;

export class FakeLiveSocket {
  readyState = 0;
  binaryType = 'arraybuffer';
  protocol = 'v12.stomp';
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    private readonly server: FakeLiveServer,
  ) {
    setTimeout(() => {
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.onopen?.({});
    });
  }

  send(data: string) {
    if (this.readyState === 1) this.server.receive(this, String(data));
  }

  close() {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code: 1000, reason: '', wasClean: true }));
  }

  /** A frame from the server. */
  deliver(text: string) {
    if (this.readyState === 1) this.onmessage?.({ data: text });
  }
}

export interface FakeLiveServer {
  /** The client's WebSocket factory. */
  webSocket: (url: string) => WebSocket;
  sockets: FakeLiveSocket[];
  /** The headers of every CONNECT received. */
  connects: Record<string, string>[];
  /** The destinations subscribed on the socket opened last. */
  destinations(): string[];
  receive(socket: FakeLiveSocket, text: string): void;
  /** A MESSAGE to every open subscription of `destination`. */
  push(destination: string, messageId: number, body: unknown): void;
  /** Closes every socket from the server's side. */
  drop(): void;
  /** The session ended (a staff member signed the student out): Invalid token, then the close. */
  signOut(): void;
}

export function createFakeLiveServer(options: {
  /** Whether a bearer token is still valid; a refused one gets the server's Token expired. */
  accepts: (token: string) => boolean;
  /** The CONNECTED frame's start for a client without a last-message-id. */
  newest?: number;
  /** Answers CONNECTED with resync:true. */
  resync?: () => boolean;
}): FakeLiveServer {
  const subscriptions = new Map<FakeLiveSocket, Map<string, string>>();
  const server: FakeLiveServer = {
    sockets: [],
    connects: [],
    webSocket: (url) => {
      const socket = new FakeLiveSocket(url, server);
      server.sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    destinations: () => [...(subscriptions.get(server.sockets.at(-1)!)?.values() ?? [])],
    receive(socket, text) {
      for (const { command, headers } of parseFrames(text)) {
        if (command === 'CONNECT') {
          server.connects.push(headers);
          const token = (headers.Authorization ?? '').replace(/^Bearer /, '');
          if (!options.accepts(token)) {
            socket.deliver(frame('ERROR', { message: 'Token expired', code: 'TOKEN_EXPIRED' }));
            socket.close();
            continue;
          }
          const resync = options.resync?.() ?? false;
          socket.deliver(
            frame('CONNECTED', {
              version: '1.2',
              'heart-beat': '2000,2000',
              'last-message-id':
                !resync && headers['last-message-id']
                  ? headers['last-message-id']
                  : String(options.newest ?? 0),
              ...(resync ? { resync: 'true' } : {}),
            }),
          );
        } else if (command === 'SUBSCRIBE') {
          const mine = subscriptions.get(socket) ?? new Map<string, string>();
          mine.set(headers.id!, headers.destination!);
          subscriptions.set(socket, mine);
        } else if (command === 'DISCONNECT') {
          if (headers.receipt) socket.deliver(frame('RECEIPT', { 'receipt-id': headers.receipt }));
          socket.close();
        }
      }
    },
    push(destination, messageId, body) {
      for (const [socket, mine] of subscriptions) {
        for (const [id, subscribed] of mine) {
          if (subscribed !== destination) continue;
          socket.deliver(
            frame(
              'MESSAGE',
              {
                subscription: id,
                'message-id': String(messageId),
                destination,
                'content-type': 'application/json',
              },
              JSON.stringify(body),
            ),
          );
        }
      }
    },
    drop() {
      for (const socket of server.sockets) socket.close();
    },
    signOut() {
      for (const socket of server.sockets) {
        socket.deliver(frame('ERROR', { message: 'Invalid token', code: 'INVALID_TOKEN' }));
        socket.close();
      }
    },
  };
  return server;
}
