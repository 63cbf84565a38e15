import { useMemo } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { questionIn } from '@portal/domain/enrollment/onboarding-question-words';
import type { Language } from '@portal/domain/i18n/languages';
import type { OnboardingQuestion } from '@portal/domain/tenant/tenant-config';
import { AddressFieldset } from '@/components/address-fieldset';
import { FormField, SelectField } from '@/components/form-field';
import { PhoneField } from '@/components/phone-field';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useSaveProfile } from '../api/save-profile';
import {
  emptyProfile,
  type KnownAddress,
  profileFormSchema,
  profileRequest,
  type ProfileFormValues,
} from '../profile-form';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm, type FieldBinding } from '@/lib/forms/use-schema-form';
import { SubmitButton } from '@/components/submit-button';
import { TenantTextLanguageNote, useTenantTextLang } from '@/components/tenant-text-language';

// The request's field names (docs/enrollment-api.md) as this form's inputs.
function formFieldOf(serverField: string): Path<ProfileFormValues> | null {
  if (serverField.startsWith('userData.'))
    return `answers.${serverField.slice('userData.'.length)}`;
  if (serverField.startsWith('phoneNumbers')) return 'phone';
  if (serverField === 'targetDateProgress') return 'targetDate';
  if (serverField === 'dateOfBirth') return 'dateOfBirth';
  const address = /^addresses\.\d+\.(address1|city|state|zipCode)$/.exec(serverField);
  return address ? (address[1] as 'address1' | 'city' | 'state' | 'zipCode') : null;
}

export interface ProfileFormProps {
  questions: readonly OnboardingQuestion[];
  /** The billing address the learner paid with, which the home address starts as (3.3.7). */
  billingAddress?: KnownAddress;
}

/**
 * The onboarding profile (docs/product/validation.md): address, phone, date of birth, target date and the tenant's
 * questions. Fields check themselves when left and then as they change; a submit with errors
 * focuses, and so scrolls to, the first one. Once saved, the guard moves the learner on.
 */
export function ProfileForm({ questions, billingAddress }: ProfileFormProps) {
  const { t, i18n } = useTranslation(['onboarding', 'domain', 'common']);
  const language = i18n.language as Language;
  const toastApiError = useApiErrorToast();
  const schema = useMemo(() => profileFormSchema(new Date(), questions), [questions]);
  const save = useSaveProfile();
  const { register, field, handleSubmit, setError, setValue } = useSchemaForm(
    schema,
    emptyProfile(questions, billingAddress),
  );

  const submit = handleSubmit((values) =>
    save.mutate(profileRequest(values), {
      onError: (error) => {
        applyFieldErrors(error, formFieldOf, setError);
        toastApiError(error);
      },
    }),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <AddressFieldset
        legend={t('profile.addressLegend')}
        note={billingAddress ? t('profile.addressFromBilling') : undefined}
        fields={{
          address1: field('address1'),
          city: field('city'),
          state: field('state'),
          zipCode: field('zipCode'),
        }}
      />
      <fieldset className="form__group">
        <legend>{t('profile.aboutLegend')}</legend>
        <PhoneField
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          onNormalized={(phone) => setValue('phone', phone)}
          {...field('phone')}
        />
        <label className="choice">
          <input type="checkbox" {...register('subscribedToSms')} />
          <span className="choice__text">{t('profile.sms')}</span>
        </label>
        <FormField
          label={t('profile.dateOfBirth')}
          type="date"
          autoComplete="bday"
          required
          {...field('dateOfBirth')}
        />
        <FormField
          label={t('profile.targetDate')}
          hint={t('profile.targetDateHint')}
          inputMode="numeric"
          placeholder={t('common:monthYearPlaceholder')}
          required
          {...field('targetDate')}
        />
      </fieldset>
      {questions.length > 0 ? (
        <fieldset className="form__group">
          <legend>{t('profile.questionsLegend')}</legend>
          {/* Said once for the questions the tenant wrote only in English. */}
          {questions.some((question) => questionIn(question, language).language !== language) ? (
            <TenantTextLanguageNote language="en" />
          ) : null}
          {questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              binding={field(`answers.${question.id}`)}
            />
          ))}
        </fieldset>
      ) : null}
      <SubmitButton className="button button--primary button--block" busy={save.isPending}>
        {save.isPending ? t('profile.saving') : t('profile.submit')}
      </SubmitButton>
    </form>
  );
}

function QuestionField({
  question,
  binding,
}: {
  question: OnboardingQuestion;
  binding: FieldBinding;
}) {
  const { t, i18n } = useTranslation('onboarding');
  // In the page's language when the tenant wrote it so; the answer is the English option.
  const words = questionIn(question, i18n.language as Language);
  const lang = useTenantTextLang(words.language);
  const label = <span lang={lang}>{words.text.label}</span>;
  if (question.type === 'select') {
    return (
      <SelectField label={label} required={question.required} {...binding}>
        <option value="">{t('profile.choose')}</option>
        {words.text.options.map((option) => (
          <option key={option.value} value={option.value} lang={lang}>
            {option.label}
          </option>
        ))}
      </SelectField>
    );
  }
  return <FormField label={label} required={question.required} {...binding} />;
}
