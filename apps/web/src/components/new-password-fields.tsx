import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '@/lib/forms/use-schema-form';
import { FormField } from './form-field';

/** The new password with the policy's hint, and the same again (forms of `withNewPassword`). */
export function NewPasswordFields({
  field,
}: {
  field: (name: 'newPassword' | 'confirmation') => FieldBinding;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField
        label={t('newPassword.label')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.passwordHint')}
        {...field('newPassword')}
      />
      <FormField
        label={t('newPassword.again')}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmation')}
      />
    </>
  );
}
