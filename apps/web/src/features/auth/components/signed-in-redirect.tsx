import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { matchRoute } from '@portal/domain/permissions/route-guard';
import { useTenant } from '@/lib/app-services';
import { landingRouteFor, useOnboardingFacts } from '@/lib/student/onboarding-facts';

export interface SignedInRedirectProps {
  /** Rendered when the user's landing route is this very page (e.g. prepaid at /enrollment/account). */
  children?: React.ReactNode;
}

/**
 * Pages that send signed-in users "to the dashboard" (docs/product/screens-and-routes.md) send them to their landing route:
 * the dashboard, or the onboarding step they are on.
 */
export function SignedInRedirect({ children = null }: SignedInRedirectProps) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const { facts, pending } = useOnboardingFacts();
  const { config } = useTenant();
  if (pending) {
    return (
      <p className="page-loading" role="status">
        {t('signedIn.redirecting')}
      </p>
    );
  }
  const landing = landingRouteFor(facts, config);
  if (matchRoute(landing, pathname)) return children;
  return <Navigate to={landing} replace />;
}
