// Which failures mean the database could not be reached, rather than that it refused the query:
// the request is answered 503 SERVICE_UNAVAILABLE instead of 500 (docs/operations.md "When
// PostgreSQL goes away").
import { sqlState } from './retry-transactions';

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

/** Whether `error` (as drizzle wraps the driver's) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state !== undefined && (NETWORK_CODES.has(state) || SERVER_GONE_STATES.test(state))) {
    return true;
  }
  for (let current = error; current instanceof Error; current = current.cause) {
    if (DRIVER_MESSAGES.some((message) => current.message.includes(message))) return true;
  }
  return false;
}
