// The body of every error answer: { global, fields, courses } in the catalogue's words (docs/product/error-catalogue.md).
import type { ApiErrorBody } from '@portal/domain/errors/api-error-body';
import { ERROR_CATALOGUE } from '@portal/domain/errors/error-catalogue';
import { isErrorCode, type ErrorCode } from '@portal/domain/errors/error-code';
import { en } from '@portal/domain/i18n/en';
import type { CourseError, FieldError } from './app-error';

/** The English text of a message id such as 'validation.required', or undefined if there is none. */
export function englishMessage(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === 'string' ? node : undefined;
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
      message:
        f.message ??
        (isErrorCode(f.code)
          ? ERROR_CATALOGUE[f.code].message
          : (englishMessage(f.code) ?? ERROR_CATALOGUE.BAD_REQUEST.message)),
    }));
  }
  return body;
}
