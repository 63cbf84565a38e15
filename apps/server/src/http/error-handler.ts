// Maps every failure to the catalogue's words (SPEC §8) and hides the details of anything
// unexpected: a client never sees a stack trace or a driver message.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@portal/domain/errors/api-error-body';
import { ERROR_CATALOGUE } from '@portal/domain/errors/error-catalogue';
import { isErrorCode, type ErrorCode } from '@portal/domain/errors/error-code';
import { en } from '@portal/domain/i18n/en';
import { AppError, type CourseError, type FieldError } from './app-error';

/** The English text of a message id such as 'validation.required'; unknown ids read 'Bad request'. */
export function englishMessage(key: string): string {
  let node: unknown = en;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === 'string' ? node : ERROR_CATALOGUE.BAD_REQUEST.message;
}

export function errorBody(
  code: ErrorCode,
  fields: FieldError[] = [],
  courses: CourseError[] = [],
): ApiErrorBody {
  if (courses.length > 0) {
    // The per-course errors say it all; a global one beside them would be shown twice.
    return {
      courses: courses.map((c) => ({ ...c, message: ERROR_CATALOGUE[c.code].message })),
    };
  }
  const body: ApiErrorBody = { global: [{ code, message: ERROR_CATALOGUE[code].message }] };
  if (fields.length > 0) {
    body.fields = fields.map((f) => ({
      ...f,
      message: isErrorCode(f.code) ? ERROR_CATALOGUE[f.code].message : englishMessage(f.code),
    }));
  }
  return body;
}

function fromFrameworkError(error: FastifyError): AppError | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION_FAILED', {
      fields: error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        code: issue.message ?? 'validation.invalid',
      })),
    });
  }
  if (error.statusCode === 429) return new AppError('TOO_MANY_ATTEMPTS');
  if (error.statusCode === 404) return new AppError('NOT_FOUND');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('BAD_REQUEST');
  }
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFrameworkError(error);
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
