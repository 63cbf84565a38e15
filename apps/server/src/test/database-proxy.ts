// A TCP proxy between a portal and the PostgreSQL server, which a test cuts and restores to make
// the server go away and come back as a restart or a failover does: the machine's PostgreSQL is
// shared with every other test, so it cannot be restarted itself.
import net, { type Server, type Socket } from 'node:net';
import { once } from 'node:events';

export interface DatabaseProxy {
  /** `url` (a database on the proxied server) reached through the proxy instead. */
  urlFor(url: string): string;
  /**
   * The server goes away: every connection through the proxy is reset and new ones are refused
   * (`refuse`, the port is closed) or accepted and never answered (`silent`: a host that no
   * longer answers, as after a failover to an address nobody holds yet).
   */
  cut(mode?: 'refuse' | 'silent'): Promise<void>;
  /** The server is back: connections go through again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(serverUrl: string): Promise<DatabaseProxy> {
  const target = new URL(serverUrl);
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  let silent = false;
  let server: Server | undefined;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset is how the cut reaches either side; it is expected.
    socket.on('error', () => socket.destroy());
  };

  function accept(client: Socket) {
    track(client);
    if (silent) return;
    const upstream = net.connect(targetPort, target.hostname);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  async function listen() {
    server = net.createServer(accept);
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as net.AddressInfo).port;
  }

  async function stopListening() {
    const closing = server;
    server = undefined;
    if (!closing) return;
    const closed = once(closing, 'close');
    closing.close();
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  }

  await listen();
  return {
    urlFor(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    async cut(mode = 'refuse') {
      await stopListening();
      if (mode === 'silent') {
        silent = true;
        await listen();
      }
    },
    async restore() {
      await stopListening();
      silent = false;
      await listen();
    },
    close: stopListening,
  };
}
