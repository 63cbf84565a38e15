import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { toastApiError } from '../api-error-toast';
import { applyFieldErrors } from './apply-field-errors';

interface Send<TOutput> {
  (values: TOutput, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/**
 * A form checked by a shared schema and sent to the API, as SPEC §5 and §8 ask: fields check
 * themselves when left and on submit; errors the server finds go under their fields, focus moves
 * to the first invalid one, and the failure is toasted; on success the form empties and `sent`
 * turns true.
 */
export function useApiForm<TInput extends FieldValues, TOutput extends FieldValues>(options: {
  schema: z.ZodType<TOutput, TInput>;
  fields: readonly Path<TInput>[];
  defaultValues: DefaultValues<TInput>;
  send: Send<TOutput>;
}) {
  const [sent, setSent] = useState(false);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    mode: 'onTouched',
    defaultValues: options.defaultValues,
  });
  const submit = form.handleSubmit((values) => {
    setSent(false);
    options.send(values, {
      onSuccess: () => {
        form.reset();
        setSent(true);
      },
      onError: (error) => {
        applyFieldErrors<TInput>(error, options.fields, form.setError);
        const invalid = options.fields.find((name) => form.getFieldState(name).invalid);
        if (invalid) form.setFocus(invalid);
        toastApiError(error);
      },
    });
  });
  return { form, submit, sent };
}
