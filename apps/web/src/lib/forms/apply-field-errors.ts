import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorBodySchema } from '@portal/domain/errors/api-error-body';
import { ApiError } from '@/lib/api-error';

/**
 * The `fields` errors of an ApiErrorBody (docs/product/error-catalogue.md), each with the message id its input shows:
 * a validation id (`validation.*`) as it is, an error code as `errors.<code>`.
 */
export function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = apiErrorBodySchema.safeParse(error.body);
  if (!parsed.success) return [];
  return (parsed.data.fields ?? []).map(({ field, code }) => ({
    field,
    message: code.startsWith('validation.') ? code : `errors.${code}`,
  }));
}

/**
 * The `fields` errors of an ApiErrorBody with the server's own sentence, where the server words
 * them itself (a tenant setting refused with the start-up check's words, docs/tenant-editing.md).
 */
export function serverFieldMessages(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = apiErrorBodySchema.safeParse(error.body);
  if (!parsed.success) return [];
  return (parsed.data.fields ?? []).map(({ field, message }) => ({ field, message }));
}

/**
 * Puts the server's field errors under the matching inputs and focuses the first of them (docs/product/validation.md:
 * a submit goes to the first error). `formField` names the form's input for a server field: a
 * list when the names are the same, a function when the form names them its own way.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  formField: readonly Path<T>[] | ((serverField: string) => Path<T> | null | undefined),
  setError: UseFormSetError<T>,
): void {
  const nameOf =
    typeof formField === 'function'
      ? formField
      : (serverField: string) => formField.find((name) => name === serverField);
  let focused = false;
  for (const { field, message } of serverFieldErrors(error)) {
    const name = nameOf(field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}
