import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { defaultTenantBootstrap } from '@/lib/default-tenant-bootstrap';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { RouteGuard } from './route-guard';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(
  path: string,
  {
    config = DEFAULT_CONFIG,
    fetch,
  }: { config?: PublicTenantConfig; fetch?: typeof globalThis.fetch } = {},
) {
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Where />
            <RouteGuard>
              <Outlet />
            </RouteGuard>
          </>
        ),
        children: [
          { path: '/', element: page('home') },
          { path: '/login', element: page('login') },
          { path: '/auth/password-forgotten', element: page('password') },
          { path: '/paca', element: page('paca') },
          { path: '/enrollment/payment', element: page('payment') },
          { path: '/onboarding/profile', element: page('profile') },
          { path: '/onboarding/success', element: page('success') },
          { path: '/account/dashboard', element: page('dashboard') },
          { path: '/account/billing-preferences', element: page('billing') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <TestProviders services={testServices({ config, fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const DEFAULT_CONFIG = defaultTenantBootstrap().config;
const where = () => screen.getByTestId('where').textContent;

const COMING_SOON: PublicTenantConfig = {
  ...DEFAULT_CONFIG,
  pages: { home: 'coming-soon', disabled: [] },
};

function student({
  orientationStarted,
  order,
  membership = 'enabled',
}: {
  orientationStarted: boolean;
  order: boolean;
  membership?: 'enabled' | 'expired';
}) {
  const server = createFakeServer({
    routes: {
      'GET /user-api/users': () =>
        json(200, {
          uuid: 'u1',
          firstName: 'Ada',
          lastName: 'L',
          attributes: { userData: orientationStarted ? {} : null, orientationStarted },
        }),
      'GET /ledger-api/orders/degreeprogram': () =>
        order
          ? json(200, { orderId: 'o1', status: 'SUCCESS', orderItems: [] })
          : json(404, { global: [{ code: 'NOT_FOUND', message: '' }] }),
      'GET /ledger-api/memberships': () => json(200, { membershipStatus: membership }),
      'GET /coursework-api/coursework': () => json(200, []),
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  return server.fetch;
}

describe('RouteGuard', () => {
  beforeEach(() => authSession.clear());

  it('sends a visitor from an account page to login with a redirect query', async () => {
    renderAt('/account/dashboard?tab=billing');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/account/dashboard?tab=billing')}`);
  });

  it('always allows front-store pages', async () => {
    renderAt('/paca');
    expect(await screen.findByRole('heading', { name: 'paca' })).toBeTruthy();
  });

  it('lets a student who started orientation into the dashboard and away from onboarding', async () => {
    renderAt('/onboarding/profile', { fetch: student({ orientationStarted: true, order: true }) });
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(where()).toBe('/account/dashboard');
  });

  it('lets a learner whose enrolment transfer was returned into billing before the dashboard', async () => {
    const fetch = student({ orientationStarted: false, order: true, membership: 'expired' });
    renderAt('/account/billing-preferences', { fetch });
    expect(await screen.findByRole('heading', { name: 'billing' })).toBeTruthy();
    expect(where()).toBe('/account/billing-preferences');
  });

  it('keeps billing behind the dashboard for a learner whose membership is in force', async () => {
    const fetch = student({ orientationStarted: false, order: true });
    renderAt('/account/billing-preferences', { fetch });
    expect(await screen.findByRole('heading', { name: 'profile' })).toBeTruthy();
  });

  it('sends a signed-in user without an order to the first route of their level', async () => {
    renderAt('/account/dashboard', { fetch: student({ orientationStarted: false, order: false }) });
    expect(await screen.findByRole('heading', { name: 'payment' })).toBeTruthy();
    expect(where()).toBe('/enrollment/payment');
  });

  it('sends the user to login when the session ends on a guarded page', async () => {
    renderAt('/account/dashboard', { fetch: student({ orientationStarted: true, order: true }) });
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    act(() => authSession.clear());
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
  });

  it('sends the storefront home while the home page is coming soon', async () => {
    renderAt('/paca', { config: COMING_SOON });
    expect(await screen.findByRole('heading', { name: 'home' })).toBeTruthy();
    expect(where()).toBe('/');
  });

  it.each([
    ['/login', 'login'],
    ['/auth/password-forgotten', 'password'],
  ])('keeps %s open while the home page is coming soon', async (path, heading) => {
    renderAt(path, { config: COMING_SOON });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(where()).toBe(path);
  });

  it('lets a signed-in student of a coming-soon tenant into the dashboard', async () => {
    renderAt('/account/dashboard', {
      config: COMING_SOON,
      fetch: student({ orientationStarted: true, order: true }),
    });
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(where()).toBe('/account/dashboard');
  });

  it('shows the not-found page for a public page the tenant disabled', async () => {
    renderAt('/paca', {
      config: { ...DEFAULT_CONFIG, pages: { home: 'home', disabled: ['/paca'] } },
    });
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'paca' })).toBeNull();
  });
});
