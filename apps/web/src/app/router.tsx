import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import type { AppServices } from '@/lib/app-services';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { lazyRoute } from './route-module';

/**
 * Every page is lazy-loaded, and so are the transactional and account layouts, so a visitor's
 * public page never downloads enrollment or account code (ARCHITECTURE.md decision 11).
 * Access is decided by the RouteGuard inside each layout from the tenant's route map.
 */
export function createRoutes(services: AppServices): RouteObject[] {
  const page = (load: Parameters<typeof lazyRoute>[0]) => lazyRoute(load, services);
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          Component: MainLayout,
          children: [
            { index: true, ...page(() => import('./routes/home')) },
            { path: 'login', ...page(() => import('./routes/login')) },
            { path: 'logout', ...page(() => import('./routes/logout')) },
            { path: '*', ...page(() => import('./routes/not-found')) },
          ],
        },
        {
          lazy: () => import('./layouts/transactional-layout'),
          children: [
            { path: 'enrollment/account', ...page(() => import('./routes/register')) },
            { path: 'assessment-account-creation', ...page(() => import('./routes/register')) },
            { path: 'enrollment/payment', ...page(() => import('./routes/onboarding-payment')) },
            { path: 'onboarding/profile', ...page(() => import('./routes/onboarding-profile')) },
            { path: 'onboarding/courses', ...page(() => import('./routes/onboarding-courses')) },
            { path: 'onboarding/success', ...page(() => import('./routes/onboarding-success')) },
          ],
        },
        {
          path: 'account',
          lazy: () => import('./layouts/account-layout'),
          children: [{ path: 'dashboard', ...page(() => import('./routes/dashboard')) }],
        },
      ],
    },
  ];
}

export function createRouter(
  services: AppServices,
  routes: RouteObject[],
  hydrationData?: HydrationState,
) {
  const { basePath } = services.bootstrap;
  return createBrowserRouter(routes, {
    ...(basePath ? { basename: basePath } : {}),
    ...(hydrationData ? { hydrationData } : {}),
  });
}
