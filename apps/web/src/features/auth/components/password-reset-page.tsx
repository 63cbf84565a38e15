import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PageMeta } from '@/components/page-meta';
import { SubmitButton } from '@/components/submit-button';
import { globalErrorCodes } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { withNewPassword } from '@/lib/forms/new-password';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/lib/paths';
import { useResetCode, useResetPassword } from '../api/password-recovery';

const newPasswordSchema = withNewPassword({});

/**
 * /auth/password-reset/{code}: the link of the recovery mail. A live link asks for the new
 * password; a used, expired or wrong one says so and offers a new link.
 */
export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const check = useResetCode(code);
  return (
    <div className="page page--narrow">
      <PageMeta title={t('reset.title')} />
      <h1>{t('reset.heading')}</h1>
      {check.isPending ? (
        <p role="status">{t('reset.checking')}</p>
      ) : check.isError ? (
        <DeadLink />
      ) : (
        <NewPasswordForm code={code} userId={check.data.userId} />
      )}
    </div>
  );
}

function DeadLink() {
  const { t } = useTranslation(['auth', 'domain']);
  return (
    <>
      <p role="alert" className="form__notice form__notice--error">
        {t('errors.RESET_CODE_INVALID', { ns: 'domain' })}
      </p>
      <p>
        <Link to={paths.passwordForgotten.href()}>{t('reset.askAgain')}</Link>
      </p>
    </>
  );
}

function NewPasswordForm({ code, userId }: { code: string; userId: string }) {
  const { t } = useTranslation(['auth', 'domain']);
  const toastApiError = useApiErrorToast();
  const reset = useResetPassword(code);
  const { field, handleSubmit, setError } = useSchemaForm(newPasswordSchema, {
    newPassword: '',
    confirmation: '',
  });
  if (reset.isSuccess) {
    return (
      <>
        <p role="status" className="form__notice form__notice--success">
          {t('reset.done')}
        </p>
        <p>
          <Link className="button button--primary" to={paths.login.href()}>
            {t('reset.logIn')}
          </Link>
        </p>
      </>
    );
  }
  if (reset.isError && globalErrorCodes(reset.error).includes('RESET_CODE_INVALID')) {
    return <DeadLink />;
  }
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(({ newPassword }) =>
        reset.mutate(
          { password: newPassword, userId },
          {
            onError: (error) => {
              applyFieldErrors(
                error,
                (serverField) => (serverField === 'password' ? 'newPassword' : null),
                setError,
              );
              toastApiError(error);
            },
          },
        ),
      )}
    >
      <p>{t('reset.intro')}</p>
      <NewPasswordFields field={field} />
      <SubmitButton className="button button--primary button--block" busy={reset.isPending}>
        {reset.isPending ? t('reset.saving') : t('reset.submit')}
      </SubmitButton>
    </form>
  );
}
