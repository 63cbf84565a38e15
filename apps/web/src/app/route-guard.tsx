import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { comingSoonSendsHome } from '@portal/domain/permissions/coming-soon';
import { anonymousFacts, type OnboardingFacts } from '@portal/domain/permissions/held-permissions';
import { guardRoute } from '@portal/domain/permissions/route-guard';
import type { TenantRouting } from '@portal/domain/permissions/tenant-routing';
import { pageIsOn } from '@portal/domain/tenant/tenant-offer';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { useOnboardingFacts } from '@/lib/student/onboarding-facts';
import { useTenant } from '@/lib/app-services';
import { paths } from '@/lib/paths';
import { tenantRouting } from '@/lib/tenant-routing';
import { NotFound } from '@/components/not-found';

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  | { kind: 'pending' };

export interface DecideOptions {
  path: string;
  search: string;
  facts: OnboardingFacts;
  pending: boolean;
  config: PublicTenantConfig;
  routing: TenantRouting;
}

/**
 * What the guard does for a location, in order: a tenant-disabled public page, or another
 * tenant's pathway, is not found; while
 * the home page is coming soon, the storefront goes home (docs/product/screens-and-routes.md) but sign-in, logout, the
 * password routes and everything behind sign-in stay open (comingSoonSendsHome); otherwise the
 * permission guard of docs/product/states-and-transitions.md decides, once a signed-in user's data has loaded. The browser's
 * guard and the server-side render (entry-server.tsx) both decide here.
 */
export function decideRoute({
  path,
  search,
  facts,
  pending,
  config,
  routing,
}: DecideOptions): GuardOutcome {
  // A page the tenant turned off, or a pathway that is not the tenant's (docs/storefront.md).
  if (!pageIsOn(config, path)) return { kind: 'not-found' };
  const isPublic =
    guardRoute({
      path,
      search,
      facts: anonymousFacts(facts.enrollmentType),
      ...routing,
    }).kind === 'allow';
  if (
    config.pages.home === 'coming-soon' &&
    isPublic &&
    comingSoonSendsHome(path, routing.routeMap)
  ) {
    return { kind: 'redirect', to: paths.home.href() };
  }
  if (isPublic) return { kind: 'allow' };
  if (pending) return { kind: 'pending' };
  return guardRoute({ path, search, facts, ...routing });
}

export interface RouteGuardProps {
  children: ReactNode;
}

/** Wraps a layout's outlet: renders the page, redirects, or waits for the student's data. */
export function RouteGuard({ children }: RouteGuardProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const { facts, pending } = useOnboardingFacts();
  const { config } = useTenant();
  const outcome = decideRoute({
    path: location.pathname,
    search: location.search,
    facts,
    pending,
    config,
    routing: tenantRouting(config),
  });

  switch (outcome.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={outcome.to} replace />;
    case 'not-found':
      return <NotFound />;
    case 'pending':
      return (
        <p className="page-loading" role="status">
          {t('loading')}
        </p>
      );
  }
}
