import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CheckoutSteps } from '@/components/checkout-steps';
import { PageMeta } from '@/components/page-meta';
import { useTenant } from '@/lib/app-services';
import { landingRouteFor, onboardingFactsFromCache } from '@/lib/student/onboarding-facts';
import { RegistrationForm } from './registration-form';
import { paths } from '@/lib/paths';

/** Account creation, the first enrollment step; afterwards the learner continues at their landing route. */
export function RegistrationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { config } = useTenant();
  const onRegistered = () => {
    const facts = onboardingFactsFromCache(queryClient, true, config);
    void navigate(landingRouteFor(facts, config), { replace: true });
  };
  return (
    <div className="page page--narrow">
      <PageMeta title={t('register.title')} description={t('register.description')} indexable />
      <h1>{t('register.heading')}</h1>
      {config.enrollmentType === 'paid-preselected' ||
      config.enrollmentType === 'paid-selective' ? (
        <CheckoutSteps current="account" />
      ) : null}
      <p>{t('register.intro')}</p>
      <RegistrationForm onRegistered={onRegistered} />
      <p className="form__aside">
        {t('register.haveAccount')} <Link to={paths.login.href()}>{t('register.logIn')}</Link>
      </p>
    </div>
  );
}
