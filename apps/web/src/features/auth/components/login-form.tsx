import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginSchema, type Login } from '@portal/domain/validation/forms';
import { FormField } from '@/components/form-field';
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

/** Email and password (SPEC §4 login flow). Errors show under the fields and as toasts (§8). */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'domain']);
  const toastApiError = useApiErrorToast();
  const services = useServices();
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
    },
  });

  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <FormField
        label={t('login.username')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        {...field('username')}
      />
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
      <SubmitButton className="button button--primary button--block" busy={mutation.isPending}>
        {mutation.isPending ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
    </form>
  );
}
