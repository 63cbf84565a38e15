import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useApiErrorToast } from '../api-error-toast';
import { applyFieldErrors } from './apply-field-errors';
import { useSchemaForm, type SchemaForm } from './use-schema-form';

/** How a form's values are sent: a mutation's `mutate` fits. */
export interface ApiFormSend<TOutput> {
  (values: TOutput, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/**
 * A form sent to the API as docs/product/validation.md and error-catalogue.md ask: errors the server finds go under their fields,
 * focus moves to the first, and the failure is toasted; on success the form empties and `sent`
 * turns true.
 */
export function useApiForm<TInput extends FieldValues, TOutput extends FieldValues>(options: {
  schema: z.ZodType<TOutput, TInput>;
  fields: readonly Path<TInput>[];
  defaultValues: DefaultValues<TInput>;
  send: ApiFormSend<TOutput>;
}): {
  form: SchemaForm<TInput, TOutput>;
  submit: ReturnType<SchemaForm<TInput, TOutput>['handleSubmit']>;
  sent: boolean;
} {
  const [sent, setSent] = useState(false);
  const toastApiError = useApiErrorToast();
  const form = useSchemaForm(options.schema, options.defaultValues);
  const submit = form.handleSubmit((values) => {
    setSent(false);
    options.send(values, {
      onSuccess: () => {
        form.reset();
        setSent(true);
      },
      onError: (error) => {
        applyFieldErrors<TInput>(error, options.fields, form.setError);
        toastApiError(error);
      },
    });
  });
  return { form, submit, sent };
}
