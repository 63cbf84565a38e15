import type { FastifyServerOptions } from 'fastify';

/**
 * Structured logs (pino) that never carry a secret: tokens, passwords and card data are censored
 * wherever they appear in a logged object (docs/architecture.md, decision 14; PCI DSS).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.refresh_token',
  '*.access_token',
  '*.creditCardNumber',
  '*.cvv',
  '*.token',
];

/** What a logged error keeps besides its kind and message: codes that say what failed, no values. */
const KEPT_PROPERTIES = [
  'code',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'statusCode',
];

/**
 * A driver error carries the values its query was sent (Drizzle's message ends in `params: ...`,
 * PGlite keeps `params`, PostgreSQL's `detail` and some messages quote the offending value): an
 * e-mail address or an access code. The message loses those; nothing else is copied.
 */
function messageWithoutValues(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '').replace(/: "[^"]*"/g, ': "…"');
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const message = messageWithoutValues(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const key of KEPT_PROPERTIES) {
    if (key in error) serialized[key] = (error as unknown as Record<string, unknown>)[key];
  }
  if (error.cause !== undefined && depth < 3)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    ...(stream && { stream }),
  };
}
