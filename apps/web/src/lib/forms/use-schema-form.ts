import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** What an input needs from its form: its registration and its error message. */
export type FieldBinding = UseFormRegisterReturn & { error: string | undefined };

export type SchemaForm<TInput extends FieldValues, TOutput extends FieldValues> = UseFormReturn<
  TInput,
  unknown,
  TOutput
> & { field: (name: Path<TInput>) => FieldBinding };

/**
 * A form checked by a zod schema (usually a shared one from the domain package), whose fields
 * check themselves when left and again on submit (docs/product/validation.md). `field(name)` gives an input its
 * registration and its error in the catalogue's words, ready to spread on a FormField.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
): SchemaForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const message = useErrorMessage();
  const field = (name: Path<TInput>): FieldBinding => ({
    ...form.register(name),
    error: message(form.getFieldState(name, form.formState).error?.message),
  });
  return { ...form, field };
}

/** The catalogue's words (docs/product/validation.md, error-catalogue.md) for an input's error message id. */
function useErrorMessage(): (id: string | undefined) => string | undefined {
  const { t } = useTranslation('domain');
  return (id) => (id ? t(id) : undefined);
}
