import { useTranslation } from 'react-i18next';
import { CheckoutSteps } from '@/components/checkout-steps';
import { PageMeta } from '@/components/page-meta';
import { useTenant } from '@/lib/app-services';
import { ProfileForm } from './profile-form';

/** /onboarding/profile: the profile and the tenant's onboarding questions. */
export function ProfilePage() {
  const { t } = useTranslation('onboarding');
  const { onboardingQuestions, enrollmentType } = useTenant().config;
  const paid = enrollmentType === 'paid-preselected' || enrollmentType === 'paid-selective';
  return (
    <div className="page page--narrow">
      <PageMeta title={t('profile.title')} />
      <h1>{t('profile.heading')}</h1>
      {paid ? <CheckoutSteps current="profile" /> : null}
      <p>{t('profile.intro')}</p>
      <ProfileForm questions={onboardingQuestions} />
    </div>
  );
}
