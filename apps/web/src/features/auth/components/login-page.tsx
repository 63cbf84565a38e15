import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { useTenant } from '@/lib/app-services';
import { useSignedInOnArrival } from '@/lib/use-auth-session';
import { landingRouteFor, onboardingFactsFromCache } from '@/lib/student/onboarding-facts';
import { safeRedirectPath } from '@portal/domain/permissions/login-redirect';
import { LoginForm } from './login-form';
import { SignedInRedirect } from './signed-in-redirect';

/** /login: signed-in visitors go to their landing route; after login, the redirect query wins. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { config } = useTenant();
  const [params] = useSearchParams();
  const signedInOnArrival = useSignedInOnArrival();

  if (signedInOnArrival) return <SignedInRedirect />;

  const onSignedIn = () => {
    const target =
      safeRedirectPath(params.get('redirect')) ??
      landingRouteFor(onboardingFactsFromCache(queryClient, true, config), config);
    void navigate(target, { replace: true });
  };

  return (
    <div className="page page--narrow">
      <PageMeta title={t('login.title')} description={t('login.description')} indexable />
      <h1>{t('login.heading')}</h1>
      <p>{t('login.intro')}</p>
      <LoginForm onSignedIn={onSignedIn} />
    </div>
  );
}
