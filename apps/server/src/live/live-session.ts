import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import { ERROR_CATALOGUE } from '@portal/domain/errors/error-catalogue';
import type { ErrorCode } from '@portal/domain/errors/error-code';
import {
  ERROR_CODE_HEADER,
  LAST_MESSAGE_ID_HEADER,
  parseLiveDestination,
  RESYNC_HEADER,
} from '@portal/domain/live/live-destination';
import type { LiveSubject } from '@portal/domain/live/live-subject';
import type { Clock } from '../clock';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from '../http/app-error';
import type { VerifiedAccessToken } from '../modules/auth/access-token';
import type { LiveMessage } from './live-message';
import type { ResumePoint } from './resume-point';
import type { SessionTicker } from './session-ticker';
import {
  createFrameReader,
  HEARTBEAT,
  stompFrame,
  stompFrameTail,
  stompFrameHead,
  type ClientFrame,
} from './stomp-frame';

/** The channel's limits (docs/decisions/0013-live-channel.md); tests shorten the timings. */
export interface LiveLimits {
  /** Heart-beats offered and asked for each way (docs/product/constants-and-limits.md: 2000 ms). */
  heartbeatMs: number;
  /** The largest frame a client may send. */
  maxFrameBytes: number;
  /** Bytes waiting to be sent to one client beyond which it is dropped as too slow. */
  maxBufferedBytes: number;
  /**
   * How often each session is visited to check token expiry and silence and to send its
   * heart-beat: at most half of `heartbeatMs`, so that heart-beats go out in time.
   */
  checkEveryMs: number;
  /** How long a new connection has to send CONNECT. */
  connectTimeoutMs: number;
  /** How often the connected sessions are checked for a sign-out (one query per tenant). */
  sessionCheckMs: number;
}

/** Where the channel reports what goes wrong (the app's logger); never given a token. */
export interface LiveLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LiveSessionDeps {
  socket: WebSocket;
  clock: Clock;
  limits: LiveLimits;
  log: LiveLog;
  /** Visits the session every `limits.checkEveryMs` (one timer for all sessions). */
  ticker: SessionTicker;
  /** Checks the CONNECT frame's `Authorization` value for the connection's tenant. */
  authorise(authorization: string): Promise<VerifiedAccessToken>;
  /** Where the stream starts for a client that last saw `requested` (or nothing). */
  resume(requested: number | undefined): Promise<ResumePoint>;
  /** The user's events of any of `subjects` after a position, in position order, at most `limit`. */
  missed(options: {
    userId: string;
    subjects: LiveSubject[];
    after: number;
    limit: number;
  }): Promise<LiveMessage[]>;
  /** The session is connected: live events for its user go to `deliver` from now on. */
  joined(session: LiveSession): void;
  /** The session has ended. */
  left(session: LiveSession): void;
}

export interface LiveSession {
  readonly userId: string;
  /** The sign-in session of the token it connected with. */
  readonly sessionId: string;
  /** A live event for this session's user, in position order. Never waits. */
  deliver(message: LiveMessage): void;
  /** Ends the session as the server stops. */
  close(): void;
  /** Ends the session because its sign-in session ended: an ERROR `Invalid token`, then closed. */
  signedOut(): void;
}

interface Subscription {
  id: string;
  subject: LiveSubject;
  /** The command and fixed headers of its MESSAGE frames, written once (stomp-frame.ts). */
  messageHead: string;
}

/** An event's MESSAGE frames, by the head of the subscription they go out on. */
interface EventFrames {
  /** The frame after the head: content-length, body, NUL. */
  tail: string;
  byHead: Map<string, Buffer>;
}

const eventFrames = new WeakMap<LiveMessage, EventFrames>();

/**
 * An event's frame for one subscription, written once however many connections it goes to: a
 * user's tabs subscribe with the same ids and destinations, so their frames are the same text
 * (bench/live.mjs sends one event to 10,000 connections of one student). Encoded once too: a string
 * would be measured and encoded again on every socket it goes to.
 */
function messageFrame(messageHead: string, message: LiveMessage): Buffer {
  let frames = eventFrames.get(message);
  if (frames === undefined) {
    frames = { tail: stompFrameTail(JSON.stringify(message.payload)), byHead: new Map() };
    eventFrames.set(message, frames);
  }
  let frame = frames.byHead.get(messageHead);
  if (frame === undefined) {
    frame = Buffer.from(`${messageHead}message-id:${message.position}\n${frames.tail}`);
    frames.byHead.set(messageHead, frame);
  }
  return frame;
}

/** Every STOMP frame goes out as a text message, a Buffer included. */
const AS_TEXT = { binary: false };

/** Missed events read per query. */
const MISSED_BATCH = 200;
/** More than a client needs (one per subject), few enough that events cannot be multiplied. */
const MAX_SUBSCRIPTIONS = 32;
const POSITION = /^\d{1,15}$/;
const SERVER = 'student-portal';

/**
 * One client's STOMP 1.2 session on a WebSocket (server side): CONNECT authorised by the bearer
 * token, SUBSCRIBE only to the user's own destinations, the missed events first and then live
 * ones, each once and in message-id order across all subscriptions, heart-beats both ways and a
 * bounded send buffer.
 */
export function openLiveSession(deps: LiveSessionDeps): void {
  const { socket, clock, limits, log, ticker } = deps;
  let state: 'connecting' | 'connected' | 'closed' = 'connecting';
  let user: { userId: string; sessionId: string; expiresAt: Date } | undefined;
  // The message-id of the last event sent on any subscription (where the stream starts before
  // any): message-ids on a connection only go up, so a client that keeps the highest it saw and
  // resumes from it misses nothing (docs/live-updates.md "Order").
  let sent = 0;
  // An array, not a Map by id: every event walks it, and that is the channel's hot path.
  const subscriptions: Subscription[] = [];
  // Live events held while new subscriptions catch up from the outbox; null when none do.
  let held: LiveMessage[] | null = null;
  // The receipts of the SUBSCRIBE frames a catch-up covers, answered once it is done.
  const subscribed: string[] = [];
  let catchUpScheduled = false;
  let lastHeard = performance.now();
  // When a frame was last sent, known to the visit: a write only marks that it happened, which
  // costs less than reading the clock for every one of 10,000 frames (bench/live.mjs).
  let sentSinceVisit = false;
  let lastVisit = lastHeard;
  let quietSince = lastHeard;
  const openedAt = lastHeard;
  // The CONNECT limit is on the client: once a frame has come, authorising it may take its time.
  let framed = false;
  let incomingMs = 0;
  let outgoingMs = 0;
  // Frames are handled one after another, since CONNECT and the catch-ups read the database.
  let inbox = Promise.resolve();
  const stopVisits = ticker.add(visit);

  // Read after each wait: the socket may have closed meanwhile.
  const closed = () => state === 'closed';

  const session: LiveSession = {
    get userId() {
      return user?.userId ?? '';
    },
    get sessionId() {
      return user?.sessionId ?? '';
    },
    deliver(message) {
      if (state !== 'connected') return;
      if (held) held.push(message);
      else send(message);
    },
    close() {
      // 1012 "service restart": the web client reconnects (to another instance) after its
      // jittered delay, as on any close, without reading an ERROR frame meant for a refusal.
      end(1012, 'service restart');
    },
    signedOut() {
      refuse('INVALID_TOKEN', 'The session has ended: sign in again.');
    },
  };

  function write(frame: string | Buffer) {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(frame, AS_TEXT);
    sentSinceVisit = true;
    // A client that does not read lets frames pile up here: drop it rather than hold them.
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      log.info({ userId: user?.userId }, 'live client dropped: too slow');
      end();
    }
  }

  /** An event to every subscription of its subject, unless one at or after it was sent. */
  function send(message: LiveMessage) {
    if (message.position <= sent) return;
    for (const subscription of subscriptions) {
      if (subscription.subject !== message.subject) continue;
      sent = message.position;
      write(messageFrame(subscription.messageHead, message));
    }
  }

  /** An ERROR frame in the catalogue's words, then the connection closes (STOMP 1.2). */
  function refuse(code: ErrorCode, detail: string, frame?: ClientFrame) {
    const receipt = frame?.headers.receipt;
    write(
      stompFrame(
        'ERROR',
        {
          message: ERROR_CATALOGUE[code].message,
          [ERROR_CODE_HEADER]: code,
          ...(receipt ? { 'receipt-id': receipt } : {}),
          'content-type': 'text/plain',
        },
        detail,
      ),
    );
    // 1009 is WebSocket's "message too big"; 1008 its "policy violation".
    end(code === 'PAYLOAD_TOO_LARGE' ? 1009 : 1008, code);
  }

  function end(code?: number, reason?: string) {
    if (state === 'closed') return;
    const wasConnected = state === 'connected';
    state = 'closed';
    stopVisits();
    if (wasConnected) deps.left(session);
    if (code === undefined) socket.terminate();
    else socket.close(code, reason);
  }

  function unsubscribe(id: string | undefined) {
    const at = subscriptions.findIndex((subscription) => subscription.id === id);
    if (at >= 0) subscriptions.splice(at, 1);
  }

  function receipt(frame: ClientFrame) {
    const id = frame.headers.receipt;
    if (id) write(stompFrame('RECEIPT', { 'receipt-id': id }));
  }

  async function connect(frame: ClientFrame) {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) {
      return refuse('BAD_REQUEST', 'This server speaks STOMP 1.2 only.', frame);
    }
    const lastSeen = frame.headers[LAST_MESSAGE_ID_HEADER];
    if (lastSeen !== undefined && !POSITION.test(lastSeen)) {
      return refuse('BAD_REQUEST', `${LAST_MESSAGE_ID_HEADER} must be a message-id.`, frame);
    }
    const authorization = frame.headers.Authorization ?? frame.headers.authorization ?? '';
    let claims: VerifiedAccessToken;
    try {
      claims = await deps.authorise(authorization);
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === 'TOKEN_EXPIRED' || error.code === 'INVALID_TOKEN')
      ) {
        return refuse(error.code, 'Connect again with a valid access token.', frame);
      }
      throw error;
    }
    if (closed()) return;
    const start = await deps.resume(lastSeen === undefined ? undefined : Number(lastSeen));
    if (closed()) return;
    user = { userId: claims.userId, sessionId: claims.sessionId, expiresAt: claims.expiresAt };
    sent = start.from;
    state = 'connected';
    // What is dispatched from now on comes through `deliver`; what came before, the first
    // subscriptions read from the outbox.
    deps.joined(session);

    // STOMP 1.2 "Heart-beating": each side sends at the larger of what one offers and the other asks.
    const [clientSends = 0, clientWants = 0] = (frame.headers['heart-beat'] ?? '0,0')
      .split(',')
      .map((value) => Number(value) || 0);
    outgoingMs = clientWants === 0 ? 0 : Math.max(limits.heartbeatMs, clientWants);
    incomingMs = clientSends === 0 ? 0 : Math.max(limits.heartbeatMs, clientSends);
    write(
      stompFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${limits.heartbeatMs},${limits.heartbeatMs}`,
        server: SERVER,
        [LAST_MESSAGE_ID_HEADER]: String(start.from),
        ...(start.resync ? { [RESYNC_HEADER]: 'true' } : {}),
      }),
    );
  }

  function subscribe(frame: ClientFrame) {
    const { id, destination, ack = 'auto' } = frame.headers;
    if (!id || !destination) {
      return refuse('BAD_REQUEST', 'SUBSCRIBE needs an id and a destination.', frame);
    }
    if (subscriptions.some((subscription) => subscription.id === id)) {
      return refuse('BAD_REQUEST', `Subscription ${id} exists.`, frame);
    }
    if (subscriptions.length === MAX_SUBSCRIPTIONS) {
      return refuse('BAD_REQUEST', `At most ${MAX_SUBSCRIPTIONS} subscriptions at once.`, frame);
    }
    if (ack !== 'auto') return refuse('BAD_REQUEST', 'Only ack:auto is offered.', frame);
    const target = parseLiveDestination(destination);
    if (!target || target.clientId !== user!.userId) {
      return refuse('ACCESS_DENIED', 'Subscribe to your own destinations only.', frame);
    }
    subscriptions.push({
      id,
      subject: target.subject,
      messageHead: stompFrameHead('MESSAGE', {
        subscription: id,
        destination,
        'content-type': 'application/json',
      }),
    });
    // Live events wait from now on, so none overtakes what the new subscription missed.
    held ??= [];
    if (frame.headers.receipt) subscribed.push(frame.headers.receipt);
    // The SUBSCRIBE frames a client sends together (as it does right after CONNECTED) are all
    // taken up before the catch-up reads: the frames of one read of the socket are queued at
    // once, and the catch-up queues behind them at the next turn of the event loop.
    if (catchUpScheduled) return;
    catchUpScheduled = true;
    setImmediate(() => {
      catchUpScheduled = false;
      enqueue(catchUp);
    });
  }

  /**
   * Sends what the subscriptions missed after the last event sent, read from the outbox for all
   * their subjects at once in position order, up to the newest; then the live events held
   * meanwhile, after it. So every event goes out once, and in message-id order however many
   * subscriptions it is spread over (docs/live-updates.md "Order").
   */
  async function catchUp() {
    if (state !== 'connected') return;
    const subjects = [...new Set(subscriptions.map((subscription) => subscription.subject))];
    while (subjects.length > 0) {
      const missed = await deps.missed({
        userId: user!.userId,
        subjects,
        after: sent,
        limit: MISSED_BATCH,
      });
      if (state !== 'connected') return;
      for (const message of missed) send(message);
      if (missed.length < MISSED_BATCH) break;
    }
    // Nothing is awaited from here on, so no live event can come between the two.
    const waiting = held ?? [];
    held = null;
    for (const message of waiting) send(message);
    for (const id of subscribed.splice(0)) write(stompFrame('RECEIPT', { 'receipt-id': id }));
  }

  async function handle(frame: ClientFrame) {
    if (state === 'closed') return;
    if (state === 'connecting') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return connect(frame);
      return refuse('BAD_REQUEST', 'CONNECT first.', frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return subscribe(frame);
      case 'UNSUBSCRIBE':
        unsubscribe(frame.headers.id);
        return receipt(frame);
      case 'DISCONNECT':
        receipt(frame);
        return end(1000, 'disconnect');
      case 'ACK':
      case 'NACK':
        return receipt(frame);
      case 'SEND':
        return refuse('ACCESS_DENIED', 'This channel only sends to clients.', frame);
      default:
        return refuse('BAD_REQUEST', `${frame.command} is not offered.`, frame);
    }
  }

  /** Runs `task` after the frames and catch-ups queued before it. */
  function enqueue(task: () => Promise<void> | void) {
    inbox = inbox.then(task).catch((error) => {
      // Said as an HTTP answer says it; the client reconnects after either (only a refused token
      // ends its session).
      const unavailable = isDatabaseUnavailable(error);
      if (unavailable) log.warn({ err: error }, 'live session: database unavailable');
      else log.error({ err: error }, 'live session failed');
      const code = unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
      if (state !== 'closed') refuse(code, 'Try again later.');
    });
  }

  const reader = createFrameReader({
    maxFrameBytes: limits.maxFrameBytes,
    onFrame: (frame) => {
      framed = true;
      enqueue(() => handle(frame));
    },
    // Fatal (STOMP 1.2): answered at once, whatever earlier frames still wait for.
    onMalformed: (problem) =>
      refuse(problem.tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', problem.detail),
  });

  socket.on('message', (data: Buffer) => {
    lastHeard = performance.now();
    reader.read(data);
  });
  socket.on('pong', () => {
    lastHeard = performance.now();
  });
  socket.on('close', () => end());

  // Token expiry is a rule, read from the injected clock; silence is transport, measured in real time.
  function visit() {
    const now = performance.now();
    // Sent since the last visit: quiet at most since then.
    if (sentSinceVisit) quietSince = lastVisit;
    sentSinceVisit = false;
    lastVisit = now;
    if (state === 'connecting') {
      if (!framed && now - openedAt > limits.connectTimeoutMs) end(1008, 'no CONNECT');
      return;
    }
    if (state !== 'connected' || !user) return;
    if (clock.now() >= user.expiresAt) {
      return refuse('TOKEN_EXPIRED', 'The access token expired: connect again with a new one.');
    }
    // Any frame counts as a heart-beat (STOMP 1.2): one is sent only after a quiet spell, sent
    // at the visit before the negotiated time runs out (visits come every checkEveryMs).
    if (outgoingMs > 0 && now - quietSince >= outgoingMs - limits.checkEveryMs / 2)
      write(HEARTBEAT);
    // A client that sends no heart-beats is asked for WebSocket pongs at the same pace instead.
    const expectedMs = incomingMs || limits.heartbeatMs;
    const quiet = now - lastHeard;
    if (quiet > 2 * expectedMs) {
      // Timers run before pending reads: after a busy spell of this process the client's
      // heart-beat may be waiting in the socket. Decide after the reads (bench/live.mjs).
      setImmediate(() => {
        if (state !== 'connected' || performance.now() - lastHeard <= 2 * expectedMs) return;
        log.info({ userId: user?.userId }, 'live client dropped: missed two heart-beats');
        end();
      });
      return;
    }
    if (incomingMs === 0 && quiet > expectedMs / 2) socket.ping();
  }
}
