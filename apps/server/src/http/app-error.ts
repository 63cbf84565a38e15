import type { ErrorCode } from '@portal/domain/errors/error-code';

export interface FieldError {
  field: string;
  code: string;
}

/**
 * The one error type of the server (STYLE.md): a code from the catalogue of SPEC §8. The error
 * handler turns it into the HTTP status and body; nothing else shapes error replies.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[];
  /** For the OAuth token endpoint, whose errors also carry RFC 6749's `error` member. */
  readonly oauthError: string | undefined;

  constructor(code: ErrorCode, options: { fields?: FieldError[]; oauthError?: string } = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields ?? [];
    this.oauthError = options.oauthError;
  }
}
