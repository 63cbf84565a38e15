// Which failures mean the database could not be reached, rather than that it refused the query:
// the request is answered 503 SERVICE_UNAVAILABLE instead of 500 (docs/operations.md "When
// PostgreSQL goes away").
import { DrizzleQueryError } from 'drizzle-orm';

/** The network's own codes for a peer that is gone, refuses, or cannot be found. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going or not there yet: class 08 (connection exception),
 * admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down), and
 * too_many_connections.
 */
const SERVER_GONE_STATES = /^(08...|57P0[123]|53300)$/;

/**
 * What node-postgres and its pool say, without a code, when the connection went or never came:
 * ended by the server, not made in time, or already broken when the next query was sent.
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'not queryable',
];

/**
 * Whether `error` says the database could not be reached. Only the driver's own error is read:
 * the one drizzle wraps for a failed query, or the pool's when no connection could be had. A
 * network failure of another peer (a gateway's `fetch failed`, whose cause is ECONNREFUSED) is
 * not the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const failure = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(failure instanceof Error)) return false;
  const { code } = failure as { code?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE_STATES.test(code))) {
    return true;
  }
  return DRIVER_MESSAGES.some((message) => failure.message.includes(message));
}
