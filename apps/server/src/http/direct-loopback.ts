import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers a proxy adds: a request that carries one came from elsewhere, whatever its socket. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A request made on this machine, not relayed by a proxy on it: what operators' pages (metrics,
 * the local mailbox) are open to without a token.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  // The socket's own address: `request.ip` follows X-Forwarded-For behind a proxy.
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') &&
    FORWARDING_HEADERS.every((header) => request.headers[header] === undefined)
  );
}
