import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorBodySchema } from '@portal/domain/errors/api-error-body';
import { ApiError } from '@/lib/api-error';

/**
 * Puts the `fields` errors of an ApiErrorBody (SPEC §8) under the matching inputs. Message ids
 * (`validation.*`) and error codes are translated by the form's error rendering.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  const parsed = apiErrorBodySchema.safeParse(error.body);
  if (!parsed.success) return;
  for (const fieldError of parsed.data.fields ?? []) {
    const name = fieldNames.find((n) => n === fieldError.field);
    if (!name) continue;
    const message = fieldError.code.startsWith('validation.')
      ? fieldError.code
      : `errors.${fieldError.code}`;
    setError(name, { type: 'server', message });
  }
}
