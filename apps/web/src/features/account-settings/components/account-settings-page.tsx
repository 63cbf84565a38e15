import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { ChangePasswordForm } from './change-password-form';

/**
 * /account/account-settings (issue 12.5). The password section comes first; names, addresses,
 * phone, photo, policy agreement and feedback join it with the rest of the issue.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  return (
    <div className="page page--narrow">
      <PageMeta title={t('settings.title')} />
      <h1>{t('settings.heading')}</h1>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">{t('settings.password')}</h2>
        <p>{t('settings.passwordIntro')}</p>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
