import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { AddressFieldset } from '@/components/address-fieldset';
import { FormField } from '@/components/form-field';
import { PhoneField } from '@/components/phone-field';
import { SubmitButton } from '@/components/submit-button';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/toasts';
import {
  accountDetailsOf,
  accountDetailsSchema,
  accountSettingsRequest,
  detailsFieldOf,
} from '../account-details';
import { useSaveAccountSettings } from '../api/save-account-settings';

/**
 * Names, home address, phone, SMS opt-in and target date (docs/product/validation.md rules). Fields
 * check themselves when left; a submit with errors focuses the first one.
 */
export function AccountDetailsForm({ user }: { user: UserProfile | undefined }) {
  const { t } = useTranslation(['account', 'onboarding', 'domain', 'common']);
  const toastApiError = useApiErrorToast();
  const save = useSaveAccountSettings();
  const schema = useMemo(() => accountDetailsSchema(new Date()), []);
  const { register, field, handleSubmit, setError, setValue, reset, formState } = useSchemaForm(
    schema,
    accountDetailsOf(user),
  );
  // The user arrives after a reload's first paint, or changes by a live update: show it, unless
  // the student is typing.
  useEffect(() => {
    if (!formState.isDirty) reset(accountDetailsOf(user));
  }, [user, reset, formState.isDirty]);

  const submit = handleSubmit((values) =>
    save.mutate(accountSettingsRequest(values, user), {
      onSuccess: (saved) => {
        reset(accountDetailsOf(saved));
        showToast.success(t('account:details.saved'));
      },
      onError: (error) => {
        applyFieldErrors(error, detailsFieldOf, setError);
        toastApiError(error);
      },
    }),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form__row">
        <FormField
          label={t('account:details.firstName')}
          autoComplete="given-name"
          required
          {...field('firstName')}
        />
        <FormField
          label={t('account:details.lastName')}
          autoComplete="family-name"
          required
          {...field('lastName')}
        />
      </div>
      <AddressFieldset
        legend={t('account:details.addressLegend')}
        fields={{
          address1: field('address1'),
          city: field('city'),
          state: field('state'),
          zipCode: field('zipCode'),
        }}
      />
      <fieldset className="form__group">
        <legend>{t('account:details.contactLegend')}</legend>
        <PhoneField
          label={t('onboarding:profile.phone')}
          hint={t('onboarding:profile.phoneHint')}
          onNormalized={(phone) => setValue('phone', phone)}
          {...field('phone')}
        />
        <label className="choice">
          <input type="checkbox" {...register('subscribedToSms')} />
          <span className="choice__text">{t('onboarding:profile.sms')}</span>
        </label>
        <FormField
          label={t('onboarding:profile.targetDate')}
          hint={t('onboarding:profile.targetDateHint')}
          inputMode="numeric"
          placeholder={t('common:monthYearPlaceholder')}
          required
          {...field('targetDate')}
        />
      </fieldset>
      <SubmitButton busy={save.isPending}>
        {save.isPending ? t('account:details.saving') : t('account:details.submit')}
      </SubmitButton>
    </form>
  );
}
