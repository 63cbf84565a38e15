import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registrationSchema, type Registration } from '@portal/domain/validation/forms';
import { FormField } from '@/components/form-field';
import { globalErrorCodes, isApiError } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useServices } from '@/lib/app-services';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { showToast } from '@/lib/toasts';
import { registerUser } from '../api/register-user';
import { signIn } from '../api/sign-in';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/lib/paths';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export interface RegistrationFormProps {
  onRegistered: (user: UserProfile) => void;
}

/** Creates the learner's account, then signs in with the same credentials (docs/product/screens-and-routes.md, states-and-transitions.md). */
export function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation(['auth', 'domain']);
  const toastApiError = useApiErrorToast();
  const services = useServices();
  const [duplicate, setDuplicate] = useState(false);
  const { field, handleSubmit, setError } = useSchemaForm(registrationSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });

  const mutation = useMutation({
    mutationFn: async (values: Registration) => {
      setDuplicate(false);
      await registerUser(services.api, values);
      return signIn({ username: values.email, password: values.password }, services);
    },
    onSuccess: (user) => onRegistered(user),
    onError: (error) => {
      if (isApiError(error, 409) || globalErrorCodes(error).includes('USER_ALREADY_EXISTS')) {
        // docs/product/error-catalogue.md Users: the duplicate message comes with a link to log in.
        const message = t('errors.USER_ALREADY_EXISTS', { ns: 'domain' });
        setDuplicate(true);
        showToast.error(message, { href: paths.login.href(), label: t('register.duplicateLink') });
        return;
      }
      applyFieldErrors<Registration>(error, FIELDS, setError);
      toastApiError(error);
    },
  });

  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <div className="form__row">
        <FormField
          label={t('register.firstName')}
          autoComplete="given-name"
          required
          {...field('firstName')}
        />
        <FormField
          label={t('register.lastName')}
          autoComplete="family-name"
          required
          {...field('lastName')}
        />
      </div>
      <FormField
        label={t('register.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...field('email')}
      />
      {duplicate ? (
        <p className="form__notice form__notice--error">
          {t('errors.USER_ALREADY_EXISTS', { ns: 'domain' })}{' '}
          <Link to={paths.login.href()}>{t('register.duplicateLink')}</Link>
        </p>
      ) : null}
      <FormField
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.passwordHint')}
        {...field('password')}
      />
      <SubmitButton className="button button--primary button--block" busy={mutation.isPending}>
        {mutation.isPending ? t('register.submitting') : t('register.submit')}
      </SubmitButton>
    </form>
  );
}
