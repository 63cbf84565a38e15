import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckoutSteps } from '@/components/checkout-steps';
import { PageMeta } from '@/components/page-meta';
import { useApi, useTenant } from '@/lib/app-services';
import { userQueryOptions } from '@/lib/student/get-user';
import { billingAddressOf } from '../profile-form';
import { ProfileForm } from './profile-form';

/** /onboarding/profile: the profile and the tenant's onboarding questions. */
export function ProfilePage() {
  const { t } = useTranslation('onboarding');
  const { onboardingQuestions, enrollmentType } = useTenant().config;
  const paid = enrollmentType === 'paid-preselected' || enrollmentType === 'paid-selective';
  // Read afresh once: the payment just kept its billing address on the user, which the form
  // starts with (WCAG 3.3.7). Should the read fail, the form starts empty rather than not at all;
  // a later update of the user does not reset what the learner typed.
  const user = useQuery({ ...userQueryOptions(useApi()), refetchOnMount: 'always' });
  return (
    <div className="page page--narrow">
      <PageMeta title={t('profile.title')} />
      <h1>{t('profile.heading')}</h1>
      {paid ? <CheckoutSteps current="profile" /> : null}
      <p>{t('profile.intro')}</p>
      {!user.isFetchedAfterMount ? (
        <p role="status">{t('profile.loading')}</p>
      ) : (
        <ProfileForm questions={onboardingQuestions} billingAddress={billingAddressOf(user.data)} />
      )}
    </div>
  );
}
