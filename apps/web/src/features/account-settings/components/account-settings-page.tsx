import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useUser } from '@/lib/student/get-user';
import { AccountDetailsForm } from './account-details-form';
import { ChangePasswordForm } from './change-password-form';
import { FeedbackForm } from './feedback-form';
import { PolicyAgreement } from './policy-agreement';
import { ProfilePhotoSection } from './profile-photo-section';
import { TranscriptDestinationForm } from './transcript-destination-form';

/**
 * /account/account-settings (docs/account-settings.md): details, where transcripts go, photo, password, the
 * student policy, feedback, and the way to a support request.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { data: user } = useUser();
  return (
    <div className="page page--narrow account-settings">
      <PageMeta title={t('settings.title')} />
      <h1>{t('settings.heading')}</h1>
      <section aria-labelledby="policy-heading">
        <h2 id="policy-heading">{t('policy.heading')}</h2>
        <PolicyAgreement user={user} />
      </section>
      <section aria-labelledby="details-heading">
        <h2 id="details-heading">{t('details.heading')}</h2>
        <AccountDetailsForm user={user} />
      </section>
      <section id="transcript-destination" aria-labelledby="destination-heading">
        <h2 id="destination-heading">{t('destination.heading')}</h2>
        <p>{t('destination.intro')}</p>
        <TranscriptDestinationForm user={user} />
      </section>
      <section aria-labelledby="photo-heading">
        <h2 id="photo-heading">{t('photo.heading')}</h2>
        <ProfilePhotoSection user={user} />
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">{t('settings.password')}</h2>
        <p>{t('settings.passwordIntro')}</p>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="feedback-heading">
        <h2 id="feedback-heading">{t('feedback.heading')}</h2>
        <p>{t('feedback.intro')}</p>
        <FeedbackForm />
      </section>
      <section aria-labelledby="support-heading">
        <h2 id="support-heading">{t('support.heading')}</h2>
        <p>
          {t('support.intro')} <Link to={paths.supportRequest.href()}>{t('support.link')}</Link>
        </p>
      </section>
    </div>
  );
}
