import { leadSchema, type Lead } from '@portal/domain/validation/forms';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField, TextAreaField } from '@/components/form-field';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useCreateLead } from '../api/create-lead';
import { SubmitButton } from '@/components/submit-button';

type LeadInput = z.input<typeof leadSchema>;

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'programInterest',
  'message',
] as const satisfies readonly Path<LeadInput>[];

const EMPTY: LeadInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  programInterest: '',
  message: '',
};

/**
 * The request-info form of the home page (docs/product/api-calls.md POST /user-api/leads). Fields check themselves
 * when left and again on submit (docs/product/validation.md); submitting with errors moves focus to the first of them.
 * Errors the server finds are shown under their fields as well.
 */
export function RequestInfoForm() {
  const { t } = useTranslation(['leads', 'domain']);
  const mutation = useCreateLead();
  const { form, submit, sent } = useApiForm<LeadInput, Lead>({
    schema: leadSchema,
    fields: FIELDS,
    defaultValues: EMPTY,
    send: mutation.mutate,
  });
  const { field } = form;

  return (
    <form className="form request-info-form" noValidate onSubmit={submit}>
      <div className="form__row">
        <FormField
          label={t('form.firstName')}
          autoComplete="given-name"
          required
          {...field('firstName')}
        />
        <FormField
          label={t('form.lastName')}
          autoComplete="family-name"
          required
          {...field('lastName')}
        />
      </div>
      <div className="form__row">
        <FormField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <FormField
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...field('phone')}
        />
      </div>
      <FormField
        label={t('form.programInterest')}
        hint={t('form.programInterestHint')}
        {...field('programInterest')}
      />
      <TextAreaField label={t('form.message')} rows={4} {...field('message')} />
      <p className="form__aside">{t('form.optionalNote')}</p>
      <SubmitButton busy={mutation.isPending}>
        {mutation.isPending ? t('form.submitting') : t('form.submit')}
      </SubmitButton>
      <p role="status" aria-live="polite" className="form__notice form__notice--success">
        {sent ? t('form.sent') : ''}
      </p>
    </form>
  );
}
