// The clients of the live section: thousands of WebSockets in this one process, driven by
// bench/live.mjs over IPC. Each STOMP client does what the web client does (lib/live): CONNECT
// with its bearer token, heart-beats 2000 ms each way and the last message-id it saw, then a
// SUBSCRIBE to each of its user's seven destinations; the last SUBSCRIBE asks a receipt, which the
// server sends after the missed events (docs/live-updates.md), so a RECEIPT means "resubscribed".
// A raw client only opens a socket (its user in the query) and counts what arrives.
// Commands: open, expect, storm, close (see the handlers below). Times are wall-clock ms
// (performance.timeOrigin + now()), comparable across the bench's processes on one machine.
import WebSocket from 'ws';

const SUBJECTS = [
  'userEntity',
  'orderEntity',
  'userEnrollmentPlanEntity',
  'courseworkEntity',
  'membershipEntity',
  'transcriptEntity',
  'userSubscriptionEntity',
];
const HEARTBEAT_MS = 2_000;
const RECONNECT_DELAY_MS = 5_000;
const OPENING_AT_ONCE = 100;
const now = () => performance.timeOrigin + performance.now();

let clients = [];
let expecting; // { count, times: [], capture: [[userId, frame text]] | undefined }
let storm; // { count, done, times: [] }
let closing = false;
let target; // { mode, port }
let reconnect = { enabled: false, jitterMs: 0 };
// Why sockets closed (code: count), and how late this process's heart-beat timer ran at worst.
let closes = {};
let worstTimerLagMs = 0;

const frame = (command, headers) =>
  `${command}\n${Object.entries(headers)
    .map(([k, v]) => `${k}:${v}`)
    .join('\n')}\n\n\0`;

function header(text, name) {
  const start = text.indexOf(`\n${name}:`);
  if (start < 0) return undefined;
  const from = start + name.length + 2;
  return text.slice(from, text.indexOf('\n', from));
}

function received(at, client, text) {
  if (!expecting) return;
  expecting.times.push(at);
  expecting.capture?.push([client.userId, text]);
  if (expecting.times.length === expecting.count) {
    process.send({ type: 'received', times: expecting.times, frames: expecting.capture });
    expecting = undefined;
  }
}

function onStompMessage(client, data) {
  const at = now();
  const text = data.toString();
  if (text === '\n') return;
  const command = text.slice(0, text.indexOf('\n'));
  if (command === 'MESSAGE') {
    const id = Number(header(text, 'message-id'));
    if (id > client.lastId) client.lastId = id;
    received(at, client, text);
  } else if (command === 'CONNECTED') {
    const start = Number(header(text, 'last-message-id'));
    if (start > client.lastId) client.lastId = start;
    SUBJECTS.forEach((subject, i) =>
      client.socket.send(
        frame('SUBSCRIBE', {
          id: `sub-${i}`,
          destination: `/user/queue/${client.userId}-${subject}`,
          ...(i === SUBJECTS.length - 1 ? { receipt: 'subscribed' } : {}),
        }),
      ),
    );
  } else if (command === 'RECEIPT') {
    client.subscribed = true;
    client.ready?.();
    if (storm && client.inStorm) {
      client.inStorm = false;
      storm.times.push(at);
      if (storm.times.length === storm.count) {
        process.send({ type: 'resubscribed', times: storm.times, attempts: storm.attempts });
        storm = undefined;
      }
    }
  } else if (command === 'ERROR') {
    console.error(`live client ${client.userId}: ${text.slice(0, 200)}`);
  }
}

/** Opens (or reopens) one client's socket; resolves when subscribed (raw: when open) or closed. */
function connect(client) {
  return new Promise((resolve) => {
    const { mode, port } = target;
    client.subscribed = false;
    client.ready = resolve;
    const url =
      mode === 'stomp'
        ? `ws://127.0.0.1:${port}/websocket-api/ws`
        : `ws://127.0.0.1:${port}/?u=${client.userId}`;
    const socket = new WebSocket(url, mode === 'stomp' ? ['v12.stomp'] : [], {
      headers: { Host: `default.localhost:${port}` },
      origin: `http://default.localhost:${port}`,
      perMessageDeflate: false,
    });
    client.socket = socket;
    if (storm) storm.attempts += 1;
    socket.on('open', () => {
      if (mode === 'raw') {
        client.subscribed = true;
        return resolve();
      }
      socket.send(
        frame('CONNECT', {
          'accept-version': '1.2',
          host: 'default.localhost',
          'heart-beat': `${HEARTBEAT_MS},${HEARTBEAT_MS}`,
          Authorization: `Bearer ${client.token}`,
          ...(client.lastId > 0 ? { 'last-message-id': client.lastId } : {}),
        }),
      );
    });
    socket.on('message', (data) => {
      if (mode === 'stomp') onStompMessage(client, data);
      else received(now(), client, data.toString());
    });
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      if (!closing) closes[code] = (closes[code] ?? 0) + 1;
      client.subscribed = false;
      resolve();
      if (closing || !reconnect.enabled) return;
      // As the web client: wait the reconnect delay (plus jitter), then connect again.
      client.inStorm = true;
      setTimeout(() => connect(client), RECONNECT_DELAY_MS + Math.random() * reconnect.jitterMs);
    });
  });
}

// Heart-beats from every client every 2000 ms, spread over ten slices.
let slice = 0;
let lastTick = performance.now();
setInterval(() => {
  const tick = performance.now();
  worstTimerLagMs = Math.max(worstTimerLagMs, tick - lastTick - HEARTBEAT_MS / 10);
  lastTick = tick;
  for (let i = slice; i < clients.length; i += 10) {
    const socket = clients[i].socket;
    if (socket?.readyState === WebSocket.OPEN) socket.send('\n');
  }
  slice = (slice + 1) % 10;
}, HEARTBEAT_MS / 10).unref();

const handlers = {
  async open({ mode, port, pairs, reconnectJitterMs }) {
    closing = false;
    target = { mode, port };
    reconnect = { enabled: reconnectJitterMs !== undefined, jitterMs: reconnectJitterMs ?? 0 };
    clients = pairs.map(([userId, token]) => ({ userId, token, lastId: 0 }));
    const started = now();
    let next = 0;
    const opener = async () => {
      while (next < clients.length) await connect(clients[next++]);
    };
    await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
    const subscribed = clients.filter((c) => c.subscribed).map((c) => c.userId);
    process.send({ type: 'opened', ms: now() - started, subscribed, closes, worstTimerLagMs });
    closes = {};
    worstTimerLagMs = 0;
  },
  expect({ count, capture }) {
    expecting = { count, times: [], capture: capture ? [] : undefined };
    process.send({ type: 'expecting' });
  },
  storm({ count }) {
    storm = { count, times: [], attempts: 0 };
    process.send({ type: 'storming' });
  },
  async close() {
    closing = true;
    for (const client of clients) client.socket?.terminate();
    clients = [];
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.send({ type: 'closed' });
  },
};

process.on('message', (message) => handlers[message.type](message));
process.send({ type: 'up' });
