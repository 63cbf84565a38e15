import { createBrowserRouter, type RouteObject } from 'react-router';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Every page is lazy-loaded, and so are the transactional and account layouts, so a visitor's
 * public page never downloads enrollment or account code (ARCHITECTURE.md decision 11).
 * Access is decided by the RouteGuard inside each layout from the tenant's route map.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: MainLayout,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'logout', lazy: () => import('./routes/logout') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      {
        lazy: () => import('./layouts/transactional-layout'),
        children: [
          { path: 'enrollment/account', lazy: () => import('./routes/register') },
          { path: 'assessment-account-creation', lazy: () => import('./routes/register') },
          { path: 'enrollment/payment', lazy: () => import('./routes/onboarding-payment') },
          { path: 'onboarding/profile', lazy: () => import('./routes/onboarding-profile') },
          { path: 'onboarding/courses', lazy: () => import('./routes/onboarding-courses') },
          { path: 'onboarding/success', lazy: () => import('./routes/onboarding-success') },
        ],
      },
      {
        path: 'account',
        lazy: () => import('./layouts/account-layout'),
        children: [{ path: 'dashboard', lazy: () => import('./routes/dashboard') }],
      },
    ],
  },
];

export function createRouter(basename: string) {
  return createBrowserRouter(routes, basename ? { basename } : {});
}
