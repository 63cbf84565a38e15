import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * A form checked by a zod schema (usually a shared one from the domain package), whose fields
 * check themselves when left and again on submit (SPEC §5).
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
) {
  return useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
}

/** The catalogue's words (SPEC §5, §8) for an input's error message id. */
export function useErrorMessage(): (id: string | undefined) => string | undefined {
  const { t } = useTranslation('domain');
  return (id) => (id ? t(id) : undefined);
}
