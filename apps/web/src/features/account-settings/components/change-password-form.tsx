import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '@portal/domain/auth/password-reset';
import { FormField } from '@/components/form-field';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SubmitButton } from '@/components/submit-button';
import { globalErrorCodes } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { withNewPassword } from '@/lib/forms/new-password';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/toasts';
import { useChangePassword } from '../api/change-password';

const formSchema = withNewPassword({ currentPassword: passwordChangeSchema.shape.currentPassword });

/** The current password, then the new one twice (account settings). */
export function ChangePasswordForm() {
  const { t } = useTranslation(['auth', 'domain']);
  const toastApiError = useApiErrorToast();
  const change = useChangePassword();
  const { field, handleSubmit, setError, reset } = useSchemaForm(formSchema, {
    currentPassword: '',
    newPassword: '',
    confirmation: '',
  });
  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          showToast.success(t('changePassword.done'));
        },
        onError: (error) => {
          const codes = globalErrorCodes(error);
          // The catalogue's 'Invalid password' and 'Same password' belong under their fields.
          if (codes.includes('INVALID_PASSWORD')) {
            setError(
              'currentPassword',
              { message: 'errors.INVALID_PASSWORD' },
              { shouldFocus: true },
            );
          } else if (codes.includes('SAME_PASSWORD')) {
            setError('newPassword', { message: 'errors.SAME_PASSWORD' }, { shouldFocus: true });
          } else {
            applyFieldErrors(error, ['currentPassword', 'newPassword'], setError);
          }
          toastApiError(error);
        },
      },
    ),
  );
  return (
    <form className="form" noValidate onSubmit={submit}>
      <FormField
        label={t('changePassword.current')}
        type="password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <NewPasswordFields field={field} />
      <SubmitButton busy={change.isPending}>
        {change.isPending ? t('changePassword.saving') : t('changePassword.submit')}
      </SubmitButton>
    </form>
  );
}
