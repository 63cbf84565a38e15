import { z } from 'zod';
import { isErrorCode } from './error-code';

const globalErrorSchema = z.object({ code: z.string(), message: z.string() });

/** The one error body the server sends and the client reads (docs/product/error-catalogue.md). */
export const apiErrorBodySchema = z.object({
  global: z.array(globalErrorSchema).optional(),
  /** `code` is an error code or a validation message id such as 'validation.required'. */
  fields: z
    .array(z.object({ field: z.string(), code: z.string(), message: z.string() }))
    .optional(),
  courses: z
    .array(z.object({ code: z.string(), message: z.string(), courseName: z.string() }))
    .optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

function translateCode(code: string, t: (key: string) => string): string {
  if (code.startsWith('validation.')) return t(code);
  return t(`errors.${isErrorCode(code) ? code : 'INTERNAL_SERVER_ERROR'}`);
}

function parseBody(body: unknown): { json: true; value: unknown } | { json: false } {
  if (typeof body !== 'string') return { json: true, value: body };
  try {
    return { json: true, value: JSON.parse(body) };
  } catch {
    return { json: false };
  }
}

/**
 * The sentences an error toast shows for a failed response (docs/product/error-catalogue.md "Display"): global errors and
 * field errors as their translated message, per-course errors as the translated message followed
 * by the course name. An error body whose lists are all empty reads 'Something went wrong.
 * Please, contact support'; a body that is not JSON shows the status text (or 'Internal server
 * error'); a code the catalogue does not know, or a body of another shape, reads 'Internal server
 * error'.
 */
export function describeApiError(
  body: unknown,
  // Part of the call so callers pass the whole response; docs/product/error-catalogue.md makes no sentence depend on it.
  _status: number,
  statusText: string,
  t: (key: string) => string,
): string[] {
  const parsed = parseBody(body);
  if (!parsed.json || parsed.value === null || parsed.value === undefined || parsed.value === '') {
    return [statusText.trim() !== '' ? statusText : t('errors.INTERNAL_SERVER_ERROR')];
  }
  // A bare array is read as a list of global errors.
  const candidate = Array.isArray(parsed.value) ? { global: parsed.value } : parsed.value;
  const result = apiErrorBodySchema.safeParse(candidate);
  if (!result.success) return [t('errors.INTERNAL_SERVER_ERROR')];
  const { global = [], fields = [], courses = [] } = result.data;
  const messages = [
    ...global.map((e) => translateCode(e.code, t)),
    ...fields.map((e) => translateCode(e.code, t)),
    ...courses.map((e) => `${translateCode(e.code, t)} ${e.courseName}`),
  ];
  return messages.length > 0 ? messages : [t('errors.CONTACT_SUPPORT')];
}
