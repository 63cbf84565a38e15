import type { FastifyServerOptions } from 'fastify';

/**
 * Structured logs (pino) that never carry a secret: tokens, passwords and card data are censored
 * wherever they appear in a logged object (ARCHITECTURE.md decision 14, FIELD-NOTES PCI DSS).
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

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream && { stream }),
  };
}
