/** A non-2xx answer. `body` is the parsed JSON (an ApiErrorBody, docs/product/error-catalogue.md) or the raw text. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(`HTTP ${status} ${statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** The refresh token was refused or had expired: the user has been signed out. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired');
    this.name = 'SessionExpiredError';
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The error codes of an ApiErrorBody's `global` list (docs/product/error-catalogue.md), e.g. to pick a special message. */
export function globalErrorCodes(error: unknown): string[] {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null)
    return [];
  const global = (error.body as { global?: unknown }).global;
  return Array.isArray(global)
    ? global.flatMap((e: unknown) =>
        typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
          ? [(e as { code: string }).code]
          : [],
      )
    : [];
}
