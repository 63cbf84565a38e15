import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { useTenant } from '@/lib/app-services';
import { ProfileForm } from './profile-form';

/** /onboarding/profile: the profile and the tenant's onboarding questions. */
export function ProfilePage() {
  const { t } = useTranslation('onboarding');
  const { onboardingQuestions } = useTenant().config;
  return (
    <div className="page page--narrow">
      <PageMeta title={t('profile.title')} />
      <h1>{t('profile.heading')}</h1>
      <p>{t('profile.intro')}</p>
      <ProfileForm questions={onboardingQuestions} />
    </div>
  );
}
