import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginSchema, type Login } from '@portal/domain/validation/forms';
import { FormField } from '@/components/form-field';
import { UsernameField } from '@/components/username-field';
import { ApiError } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useServices } from '@/lib/app-services';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { signIn } from '../api/sign-in';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/lib/paths';

export interface LoginFormProps {
  onSignedIn: (user: UserProfile) => void;
}

/**
 * Email and password (docs/product/states-and-transitions.md login flow). Errors show under the fields and as toasts (error-catalogue.md); a
 * refused sign-in also says why next to the button (docs/checkout.md), where the learner is looking,
 * and stays until the next try.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'domain']);
  const toastApiError = useApiErrorToast();
  const services = useServices();
  const [failure, setFailure] = useState<string[] | null>(null);
  const failureId = useId();
  const { field, handleSubmit, setError } = useSchemaForm(loginSchema, {
    username: '',
    password: '',
  });

  const mutation = useMutation({
    mutationFn: (credentials: Login) => signIn(credentials, services),
    onSuccess: (user) => onSignedIn(user),
    onError: (error) => {
      applyFieldErrors<Login>(error, ['username', 'password'], setError);
      toastApiError(error);
      setFailure(
        error instanceof ApiError
          ? describeApiError(error.body, error.status, error.statusText, (key) =>
              t(key, { ns: 'domain' }),
            )
          : [t('errors.SOMETHING_WENT_WRONG', { ns: 'domain' })],
      );
    },
  });

  return (
    <form
      className="form"
      noValidate
      aria-describedby={failure ? failureId : undefined}
      onSubmit={handleSubmit((values) => {
        setFailure(null);
        mutation.mutate(values);
      })}
    >
      <UsernameField label={t('login.username')} {...field('username')} />
      <FormField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <p className="form__aside">
        <Link to={paths.passwordForgotten.href()}>{t('login.forgotPassword')}</Link>
      </p>
      {failure ? (
        <div id={failureId} role="alert" className="form__notice form__notice--error">
          {failure.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <SubmitButton className="button button--primary button--block" busy={mutation.isPending}>
        {mutation.isPending ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
    </form>
  );
}
