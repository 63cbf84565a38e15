import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OnboardingQuestion } from '@portal/domain/tenant/tenant-config';
import { apiErrorBodySchema } from '@portal/domain/errors/api-error-body';
import { FormField, SelectField } from '@/components/form-field';
import { ApiError } from '@/lib/api-error';
import { toastApiError } from '@/lib/api-error-toast';
import { useSaveProfile } from '../api/save-profile';
import {
  emptyProfile,
  profileFormSchema,
  profileRequest,
  type ProfileFormValues,
} from '../profile-form';

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
}

/**
 * The onboarding profile (SPEC §5): address, phone, date of birth, target date and the tenant's
 * questions. Fields check themselves when left and then as they change; a submit with errors
 * focuses, and so scrolls to, the first one. Once saved, the guard moves the learner on.
 */
export function ProfileForm({ questions }: ProfileFormProps) {
  const { t } = useTranslation(['onboarding', 'domain']);
  const schema = useMemo(() => profileFormSchema(new Date(), questions), [questions]);
  const save = useSaveProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: emptyProfile(questions),
  });
  const message = (id: string | undefined) => (id ? t(id, { ns: 'domain' }) : undefined);

  const submit = handleSubmit((values) =>
    save.mutate(profileRequest(values), {
      onError: (error) => {
        const parsed = error instanceof ApiError ? apiErrorBodySchema.safeParse(error.body) : null;
        let focused = false;
        for (const fieldError of parsed?.success ? (parsed.data.fields ?? []) : []) {
          const field = formFieldOf(fieldError.field);
          if (!field) continue;
          const id = fieldError.code.startsWith('validation.')
            ? fieldError.code
            : `errors.${fieldError.code}`;
          setError(field, { type: 'server', message: id }, { shouldFocus: !focused });
          focused = true;
        }
        toastApiError(error);
      },
    }),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <fieldset className="form__group">
        <legend>{t('profile.addressLegend')}</legend>
        <FormField
          label={t('profile.address1')}
          autoComplete="address-line1"
          required
          error={message(errors.address1?.message)}
          {...register('address1')}
        />
        <div className="form__row">
          <FormField
            label={t('profile.city')}
            autoComplete="address-level2"
            required
            error={message(errors.city?.message)}
            {...register('city')}
          />
          <FormField
            label={t('profile.state')}
            autoComplete="address-level1"
            required
            error={message(errors.state?.message)}
            {...register('state')}
          />
        </div>
        <FormField
          label={t('profile.zipCode')}
          autoComplete="postal-code"
          required
          error={message(errors.zipCode?.message)}
          {...register('zipCode')}
        />
      </fieldset>
      <fieldset className="form__group">
        <legend>{t('profile.aboutLegend')}</legend>
        <FormField
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          type="tel"
          autoComplete="tel-national"
          required
          error={message(errors.phone?.message)}
          {...register('phone')}
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
          error={message(errors.dateOfBirth?.message)}
          {...register('dateOfBirth')}
        />
        <FormField
          label={t('profile.targetDate')}
          hint={t('profile.targetDateHint')}
          inputMode="numeric"
          placeholder="MM/YYYY"
          required
          error={message(errors.targetDate?.message)}
          {...register('targetDate')}
        />
      </fieldset>
      {questions.length > 0 ? (
        <fieldset className="form__group">
          <legend>{t('profile.questionsLegend')}</legend>
          {questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              error={message(errors.answers?.[question.id]?.message)}
              registration={register(`answers.${question.id}`)}
            />
          ))}
        </fieldset>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={save.isPending}
      >
        {save.isPending ? t('profile.saving') : t('profile.submit')}
      </button>
    </form>
  );
}

function QuestionField({
  question,
  error,
  registration,
}: {
  question: OnboardingQuestion;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('onboarding');
  if (question.type === 'select') {
    return (
      <SelectField
        label={question.label}
        required={question.required}
        error={error}
        {...registration}
      >
        <option value="">{t('profile.choose')}</option>
        {(question.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <FormField
      label={question.label}
      required={question.required}
      error={error}
      {...registration}
    />
  );
}
