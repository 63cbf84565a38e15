// Maps every failure to the catalogue's words (docs/product/error-catalogue.md) and hides the details of anything
// unexpected: a client never sees a stack trace or a driver message.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@portal/domain/errors/api-error-body';
import { ERROR_CATALOGUE } from '@portal/domain/errors/error-catalogue';
import { isErrorCode, type ErrorCode } from '@portal/domain/errors/error-code';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from './app-error';
import { englishMessage, errorBody } from './error-body';
import { codeForStatus } from './http-layer-errors';
import { SECURITY_HEADERS } from './security-headers';

/**
 * A field error's code is a message id of the i18n resource or a catalogue code, never a
 * validation library's English: a rule written without its own id gets the generic one for its kind.
 */
function messageIdOf(issue: { keyword: string; message?: string }): string {
  const given = issue.message ?? '';
  if (isErrorCode(given) || englishMessage(given) !== undefined) return given;
  if (issue.keyword === 'too_big') return 'validation.tooLong';
  if (issue.keyword === 'invalid_type' && /received undefined/.test(given)) {
    return 'validation.required';
  }
  return 'validation.invalid';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue code for a body over this route's `bodyLimit` (else PAYLOAD_TOO_LARGE). */
    tooLargeCode?: ErrorCode;
  }
}

function fromFrameworkError(error: FastifyError, request: FastifyRequest): AppError | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION_FAILED', {
      fields: error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        code: messageIdOf(issue),
      })),
    });
  }
  const status = error.statusCode ?? 500;
  const tooLargeCode = request.routeOptions.config.tooLargeCode;
  if (status === 413 && tooLargeCode) return new AppError(tooLargeCode);
  return status >= 400 && status < 500 ? new AppError(codeForStatus(status)) : undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A hook may refuse a request before the security headers' own hook has run.
    reply.headers(SECURITY_HEADERS);
    let appError = error instanceof AppError ? error : fromFrameworkError(error, request);
    if (!appError && isDatabaseUnavailable(error)) {
      // Not a fault of the request: the answer says to try again, /readyz says not ready.
      request.log.warn({ err: error }, 'database unavailable');
      appError = new AppError('SERVICE_UNAVAILABLE');
    }
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody('INTERNAL_SERVER_ERROR'));
    }
    const body: ApiErrorBody & { error?: string } = errorBody(
      appError.code,
      appError.fields,
      appError.courses,
    );
    if (appError.oauthError) body.error = appError.oauthError;
    if (appError.retryAfterSeconds) reply.header('Retry-After', appError.retryAfterSeconds);
    return reply.status(ERROR_CATALOGUE[appError.code].status).send(body);
  });
}
