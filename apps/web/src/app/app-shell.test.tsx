import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { createRoutes } from './router';

/** The fake API of a signed-up student, with the home page content. */
function fakeFetch(routes: Record<string, FakeHandler> = {}): typeof fetch {
  const server = createFakeServer({
    routes: {
      'GET /user-api/users': () =>
        json(200, {
          uuid: 'u1',
          firstName: 'Ada',
          lastName: 'Lovelace',
          attributes: { userData: {}, orientationStarted: true },
        }),
      'GET /ledger-api/orders/degreeprogram': () =>
        json(200, { orderId: 'o1', status: 'SUCCESS', orderItems: [] }),
      'GET /ledger-api/memberships': () => json(200, { membershipStatus: 'enabled' }),
      'GET /coursework-api/coursework': () => json(200, []),
      'GET /auth-api/auth/logout': () => json(204, null),
      ...routes,
    },
  });
  return (async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/content/home.json')
      ? json(200, { headline: 'Learn online', intro: 'College credit, your way.' })
      : server.fetch(input, init)) as typeof fetch;
}

function renderApp(path: string, routes?: Record<string, FakeHandler>) {
  const services = testServices({ fetch: fakeFetch(routes) });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  render(
    <TestProviders services={services}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, services };
}

describe('app shell', () => {
  it('renders the home page for a visitor with the visitor chrome', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Learn online' })).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Enrol now' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: /enrollment advisor/ })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
  });

  it('logs in, honours the redirect query, then logs out to the homepage', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/account/dashboard');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/dashboard');

    await router.navigate('/logout');
    expect(await screen.findByText('You have successfully logged out.')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('portal:auth')).toBeNull();
    expect(localStorage.getItem('portal:user')).toBeNull();
  });

  it('shows the dashboard once when the coursework is refused, instead of asking for it again and again', async () => {
    let asked = 0;
    const user = userEvent.setup();
    const { services } = renderApp('/account/dashboard', {
      // An expired membership: the server refuses the coursework.
      'GET /coursework-api/coursework': () => {
        asked += 1;
        return json(403, { global: [{ code: 'MEMBERSHIP_EXPIRED', message: 'Expired' }] });
      },
    });
    await user.type(
      await screen.findByLabelText('Email', undefined, { timeout: 5000 }),
      'ada@example.com',
    );
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      await screen.findByText('We could not load your courses.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    // Asked by the sign-in and by the page's readers as they opened, and then no more: nothing is
    // fetching, and no retry is waiting (a query waiting to retry still counts as fetching).
    await vi.waitFor(() => expect(services.queryClient.isFetching()).toBe(0));
    expect(asked).toBeLessThanOrEqual(3);
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
  }, 20_000);
});
