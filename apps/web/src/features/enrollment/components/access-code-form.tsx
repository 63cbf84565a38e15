import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  prepaidTokenSchema,
  type ValidPrepaidToken,
} from '@portal/domain/enrollment/prepaid-token';
import { FormField, SelectField } from '@/components/form-field';
import { globalErrorCodes } from '@/lib/api-error';
import { ACCESS_CODE_ERRORS } from '@/lib/payments/access-code-errors';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useEnrolmentPrograms } from '@/lib/catalog/get-degree-programs';
import { chosenProgram } from '../enrollment-choices';
import { useValidatePrepaidToken } from '../api/validate-prepaid-token';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCatalogueExplanation } from '@/lib/catalogue-explanation';
import { SubmitButton } from '@/components/submit-button';

const accessCodeFormSchema = z.object({
  degreeProgramId: z.coerce
    .number({ error: 'validation.required' })
    .int()
    .positive({ error: 'validation.required' }),
  token: prepaidTokenSchema,
});

export interface AccessCodeFormProps {
  onValid: (token: ValidPrepaidToken) => void;
}

/**
 * The prepaid modes' first step: the program and the access code (prepaid token), checked by the
 * public validation call before any account exists (docs/product/entities.md, validation.md, api-calls.md).
 */
export function AccessCodeForm({ onValid }: AccessCodeFormProps) {
  const { t } = useTranslation(['enrollment', 'domain']);
  const toastApiError = useApiErrorToast();
  const programs = useEnrolmentPrograms();
  const validate = useValidatePrepaidToken();
  const explain = useCatalogueExplanation();
  const { field, handleSubmit, setError, formState } = useSchemaForm(accessCodeFormSchema, {
    degreeProgramId: chosenProgram.get() ?? '',
    token: '',
  });

  const submit = handleSubmit((values) =>
    validate.mutate(values, {
      onSuccess: (valid) => {
        chosenProgram.set(valid.degreeProgramId);
        onValid(valid);
      },
      onError: (error) => {
        const code = globalErrorCodes(error).find((c) => ACCESS_CODE_ERRORS.includes(c));
        if (code)
          setError('token', { type: 'server', message: `errors.${code}` }, { shouldFocus: true });
        toastApiError(error);
      },
    }),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <SelectField
        label={t('accessCode.program')}
        required
        disabled={programs.isPending}
        {...field('degreeProgramId')}
      >
        <option value="">{t('accessCode.chooseProgram')}</option>
        {(programs.data ?? []).map((program) => (
          <option key={program.id} value={program.id}>
            {program.name}
          </option>
        ))}
      </SelectField>
      <FormField
        label={t('accessCode.token')}
        hint={t('accessCode.tokenHint')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        required
        {...field('token')}
        explanation={explain(formState.errors.token?.message)}
      />
      <SubmitButton className="button button--primary button--block" busy={validate.isPending}>
        {validate.isPending ? t('accessCode.checking') : t('accessCode.submit')}
      </SubmitButton>
    </form>
  );
}
