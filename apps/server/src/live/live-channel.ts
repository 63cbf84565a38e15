import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_FRAME_BYTES,
  LIVE_SOCKET_PATH,
} from '@portal/domain/live/live-destination';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import type { AccessTokens } from '../modules/auth/access-token';
import { verifyAccessToken } from '../modules/auth/authenticate';
import type { LiveSessionCache } from '../modules/auth/live-session-cache';
import { findEndedSessions } from '../modules/auth/find-ended-sessions';
import type { TenantRegistry } from '../tenancy/tenant-registry';
import { isAllowedOrigin } from './allowed-origin';
import { createLiveHub } from './live-hub';
import { openLiveSession, type LiveLimits } from './live-session';
import { outboxQueries } from './outbox-queries';
import type { OutboxRelay } from './outbox-relay';
import { resumePoint } from './resume-point';
import { createSessionTicker } from './session-ticker';

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  heartbeatMs: LIVE_HEARTBEAT_MS,
  maxFrameBytes: LIVE_MAX_FRAME_BYTES,
  // About 2,000 typical events: far beyond a client that reads, little memory per slow one.
  maxBufferedBytes: 1024 * 1024,
  checkEveryMs: 1_000,
  connectTimeoutMs: 10_000,
  sessionCheckMs: 10_000,
};

const STOMP_PROTOCOL = 'v12.stomp';

/**
 * The live channel (docs/decisions/0013-live-channel.md): STOMP 1.2 over WebSocket at
 * /websocket-api/ws. The upgrade request goes through Fastify like any request (tenant hook,
 * edge rules), then the Origin is checked; events come from this instance's outbox relay.
 */
export async function registerLiveChannel(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    accessTokens: AccessTokens;
    sessions: LiveSessionCache;
    tenants: TenantRegistry;
    relay?: OutboxRelay;
    limits?: Partial<LiveLimits>;
  },
) {
  const { db, clock } = deps;
  const limits = { ...DEFAULT_LIVE_LIMITS, ...deps.limits };
  const hub = createLiveHub();
  if (limits.checkEveryMs > limits.heartbeatMs / 2) {
    throw new Error('live limits: checkEveryMs must be at most half of heartbeatMs');
  }
  const ticker = createSessionTicker({
    periodMs: limits.checkEveryMs,
    onError: (error) => app.log.error({ err: error }, 'live session check failed'),
  });
  const unsubscribe = deps.relay?.subscribe((message) => hub.deliver(message));

  // Before @fastify/websocket's own, which would close every socket without a code: a client
  // still in its handshake is told the same as a connected one, to come back elsewhere.
  app.addHook('preClose', async () => {
    hub.closeAll();
    for (const socket of app.websocketServer.clients) socket.close(1012, 'service restart');
  });
  await app.register(websocket, {
    options: {
      // Room for a frame over the limit to be read, so that our reader can answer it with an
      // ERROR frame (`ws` itself would only close the socket); a message larger still is closed
      // by `ws` (1009) as soon as its length is known, before it is buffered.
      maxPayload: 16 * limits.maxFrameBytes,
      // Costs much memory and speed per socket for frames that are small anyway.
      perMessageDeflate: false,
      handleProtocols: (offered) => (offered.has(STOMP_PROTOCOL) ? STOMP_PROTOCOL : false),
    },
    // A client that vanishes mid-frame is not an error of ours.
    errorHandler: (_error, socket) => socket.terminate(),
  });
  // A sign-out (or a change of password) ends the user's open connections within one check,
  // not only when their access tokens expire: one query per tenant for every connection.
  const sessionCheck = setInterval(async () => {
    for (const [tenantId, sessions] of hub.byTenant()) {
      try {
        const sessionIds = [...new Set(sessions.map((session) => session.sessionId))];
        const ended = new Set(await findEndedSessions({ db, tenantId, sessionIds }));
        for (const session of sessions) if (ended.has(session.sessionId)) session.signedOut();
      } catch (error) {
        app.log.error({ err: error }, 'live session check failed');
      }
    }
  }, limits.sessionCheckMs);
  app.addHook('onClose', async () => {
    clearInterval(sessionCheck);
    ticker.stop();
    unsubscribe?.();
    hub.closeAll();
  });

  app.route({
    method: 'GET',
    url: LIVE_SOCKET_PATH,
    // STOMP over WebSocket, which OpenAPI cannot describe: docs/live-updates.md.
    schema: { hide: true },
    // The upgrade's answer is the WebSocket handshake, which carries none of the page security
    // headers; and @fastify/websocket keeps the request's reply for the connection's life, so
    // they would cost about 1 KB per connection (bench/live.mjs).
    config: { securityHeaders: false },
    preHandler: async (request, reply) => {
      if (!request.ws) return;
      const allowed = isAllowedOrigin({
        origin: request.headers.origin,
        host: request.host,
        tenantId: request.tenant.id,
        basePath: request.tenant.basePath,
        registry: deps.tenants,
      });
      if (!allowed) throw new AppError('ACCESS_DENIED');
      // The upgrade is answered by `ws` on the socket itself; the ServerResponse that
      // @fastify/websocket attached to it would otherwise stay, with this request and its reply,
      // as long as the connection (about 3 KB each, bench/live.mjs).
      reply.raw.detachSocket(request.raw.socket);
    },
    // A plain GET, without the upgrade: nothing here for it.
    handler: async () => {
      throw new AppError('NOT_FOUND');
    },
    wsHandler: (socket: WebSocket, request) => {
      // @fastify/websocket's error listener closes over the upgrade's request and reply, which
      // would then live as long as the socket (about 3 KB per connection, bench/live.mjs); ours
      // does what its errorHandler above does and keeps nothing of the request.
      socket.removeAllListeners('error');
      socket.on('error', () => socket.terminate());
      const tenantId = request.tenant.id;
      openLiveSession({
        socket,
        clock,
        limits,
        log: app.log,
        ticker,
        authorise: (authorization) => verifyAccessToken({ ...deps, db, authorization, tenantId }),
        resume: async (requested) => resumePoint(requested, await outboxQueries.positionBounds(db)),
        missed: (options) => outboxQueries.missedBy(db, { ...options, tenantId }),
        joined: (session) => hub.join(tenantId, session),
        left: (session) => hub.leave(tenantId, session),
      });
    },
  });
}
