import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordRecoveryRequestSchema } from '@portal/domain/auth/password-reset';
import { FormField } from '@/components/form-field';
import { PageMeta } from '@/components/page-meta';
import { SubmitButton } from '@/components/submit-button';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/lib/paths';
import { useRequestPasswordRecovery } from '../api/password-recovery';

/**
 * /auth/password-forgotten: the address to send a recovery link to. The answer is the same
 * whether the address is registered or not (docs/product/error-catalogue.md "Recovery").
 */
export function PasswordForgottenPage() {
  const { t } = useTranslation(['auth', 'domain']);
  const toastApiError = useApiErrorToast();
  const recovery = useRequestPasswordRecovery();
  const { field, handleSubmit, setError } = useSchemaForm(passwordRecoveryRequestSchema, {
    email: '',
  });
  return (
    <div className="page page--narrow">
      <PageMeta title={t('recovery.title')} />
      <h1>{t('recovery.heading')}</h1>
      {recovery.isSuccess ? (
        <>
          <p role="status" className="form__notice form__notice--success">
            {t('errors.PASSWORD_RECOVERY_SENT', { ns: 'domain' })}
          </p>
          <p>{t('recovery.checkMail')}</p>
          <p>
            <Link to={paths.login.href()}>{t('recovery.backToLogin')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('recovery.intro')}</p>
          <form
            className="form"
            noValidate
            onSubmit={handleSubmit((values) =>
              recovery.mutate(values, {
                onError: (error) => {
                  applyFieldErrors(error, ['email'], setError);
                  toastApiError(error);
                },
              }),
            )}
          >
            <FormField
              label={t('recovery.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              {...field('email')}
            />
            <SubmitButton
              className="button button--primary button--block"
              busy={recovery.isPending}
            >
              {recovery.isPending ? t('recovery.sending') : t('recovery.submit')}
            </SubmitButton>
          </form>
          <p>
            <Link to={paths.login.href()}>{t('recovery.backToLogin')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
