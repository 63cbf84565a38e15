// The reference of the live section: a bare `ws` server with the live channel's socket options
// (no permessage-deflate, 64 KB frames), run with --expose-gc and driven by bench/live.mjs over
// IPC. Each socket names its user in the query (a user may have many sockets). Commands:
//   { type: 'memory' }              -> { type: 'memory', rss, heapUsed, external } after two GCs
//   { type: 'prepare', frames }     -> keeps [userId, text] pairs to send -> { type: 'prepared' }
//   { type: 'broadcast' }           -> sends each text to its user's sockets, as fast as it can
//                                      -> { type: 'sent', at } (wall-clock ms when sending began)
import { WebSocketServer } from 'ws';

const now = () => performance.timeOrigin + performance.now();
const sockets = new Map();
let frames = [];

const server = new WebSocketServer({
  port: Number(process.env.PORT),
  host: '127.0.0.1',
  perMessageDeflate: false,
  maxPayload: 64 * 1024,
});
server.on('connection', (socket, request) => {
  const userId = new URL(request.url, 'http://x').searchParams.get('u');
  let own = sockets.get(userId);
  if (!own) sockets.set(userId, (own = new Set()));
  own.add(socket);
  socket.on('message', () => undefined);
  socket.on('close', () => {
    own.delete(socket);
    if (own.size === 0 && sockets.get(userId) === own) sockets.delete(userId);
  });
});

process.on('message', async (message) => {
  if (message.type === 'memory') {
    for (let i = 0; i < 2; i += 1) globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    globalThis.gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send({ type: 'memory', rss, heapUsed, external });
  } else if (message.type === 'prepare') {
    frames = message.frames;
    process.send({ type: 'prepared' });
  } else if (message.type === 'broadcast') {
    const at = now();
    for (const [userId, text] of frames) {
      for (const socket of sockets.get(userId) ?? []) socket.send(text);
    }
    process.send({ type: 'sent', at });
  }
});
server.on('listening', () => process.send({ type: 'listening', at: now() }));
