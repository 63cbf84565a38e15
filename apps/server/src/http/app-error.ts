import type { ErrorCode } from '@portal/domain/errors/error-code';

export interface FieldError {
  field: string;
  code: string;
  /**
   * The sentence, when it is the field's own rather than the code's: a tenant setting refused
   * with the start-up check's words (docs/tenant-editing.md).
   */
  message?: string;
}

/** A per-course error: the client shows the code's message followed by the course name (docs/product/error-catalogue.md). */
export interface CourseError {
  code: ErrorCode;
  courseName: string;
}

/**
 * The one error type of the server (CODE_STYLE.md): a code from the catalogue of docs/product/error-catalogue.md. The error
 * handler turns it into the HTTP status and body; nothing else shapes error replies.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[];
  readonly courses: CourseError[];
  /** For the OAuth token endpoint, whose errors also carry RFC 6749's `error` member. */
  readonly oauthError: string | undefined;
  /** How long a throttled client should wait: sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fields?: FieldError[];
      courses?: CourseError[];
      oauthError?: string;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields ?? [];
    this.courses = options.courses ?? [];
    this.oauthError = options.oauthError;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The row a route asked for, or the catalogue's NOT_FOUND. */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw new AppError('NOT_FOUND');
  return value;
}
