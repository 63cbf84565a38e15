import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from './router';
import { takeViewAsFromAddress, viewAsFragment } from '@/lib/view-as';
import { accessToken, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';

const VIEW_TOKEN = accessToken(1, { exp: Math.floor(Date.now() / 1000) + 900, sub: 'ada' });
const STUDENT_SESSION = JSON.stringify({
  v: 1,
  data: {
    accessToken: 'own-student-token',
    refreshToken: 'own-refresh',
    accessExpiresAt: Date.now() + 900_000,
    refreshExpiresAt: Date.now() + 86_400_000,
    claims: { sub: 'someone-else' },
  },
});
const STUDENT_DATA = JSON.stringify({ v: 1, data: { firstName: 'Someone' } });

/** The student API as it answers a view of Ada: reads with the view's token, and no change. */
function viewApi() {
  const sent: { method: string; path: string; authorization: string | undefined }[] = [];
  const reads: Record<string, unknown> = {
    '/user-api/users': {
      uuid: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      attributes: { userData: {}, orientationStarted: true },
    },
    '/ledger-api/orders/degreeprogram': { orderId: 'o1', status: 'SUCCESS', orderItems: [] },
    '/ledger-api/memberships': { membershipStatus: 'enabled' },
    '/coursework-api/coursework': [],
  };
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const authorization = (init.headers as Record<string, string> | undefined)?.Authorization;
    const method = init.method ?? 'GET';
    sent.push({ method, path: pathname, authorization });
    if (pathname.startsWith('/content/')) return json(404, {});
    if (authorization !== `Bearer ${VIEW_TOKEN}`) {
      return json(401, { global: [{ code: 'INVALID_TOKEN', message: 'Invalid token' }] });
    }
    if (method !== 'GET') {
      return json(403, {
        global: [
          {
            code: 'READ_ONLY_VIEW',
            message: 'You are viewing as this student; changes are not allowed',
          },
        ],
      });
    }
    return pathname in reads
      ? json(200, reads[pathname])
      : json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

/** The tab the staff page opened: the view arrives in the fragment, over a student's own session. */
function openViewTab() {
  localStorage.setItem('portal:auth', STUDENT_SESSION);
  localStorage.setItem('portal:user', STUDENT_DATA);
  window.history.replaceState(
    null,
    '',
    `/account/dashboard${viewAsFragment({
      token: VIEW_TOKEN,
      studentName: 'Ada Lovelace',
      staffName: 'Sam Support',
    })}`,
  );
  expect(takeViewAsFromAddress(window.location, window.history)).toBe(true);
  const api = viewApi();
  const services = testServices({ fetch: api.fetch });
  const router = createMemoryRouter(createRoutes(services), {
    initialEntries: ['/account/dashboard'],
  });
  render(
    <TestProviders services={services}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { api, router, user: userEvent.setup() };
}

describe('a tab viewing as a student', () => {
  it('takes the view from the address and removes it from there at once', () => {
    openViewTab();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/account/dashboard');
    expect(JSON.parse(sessionStorage.getItem('portal:view-as')!)).toMatchObject({
      token: VIEW_TOKEN,
    });
  });

  it('says on the page, and announces, whom the member sees, read-only', async () => {
    const { api } = openViewTab();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    const banner = within(screen.getByRole('region', { name: 'Viewing as a student' }));
    expect(banner.getByRole('alert').textContent).toBe(
      'Viewing as Ada Lovelace (read-only) — staff: Sam Support',
    );
    expect(banner.getByRole('button', { name: 'End view' })).toBeTruthy();
    // Every call went with the view's token, never the browser's own student session.
    expect(api.sent.filter((call) => !call.path.startsWith('/content/')).length).toBeGreaterThan(0);
    for (const call of api.sent.filter((c) => !c.path.startsWith('/content/'))) {
      expect(call.authorization, call.path).toBe(`Bearer ${VIEW_TOKEN}`);
    }
    // The student session and data of the browser are neither read nor written over.
    expect(localStorage.getItem('portal:auth')).toBe(STUDENT_SESSION);
    expect(localStorage.getItem('portal:user')).toBe(STUDENT_DATA);
  });

  it('ends the view on "End view", and the tab signs no one in', async () => {
    const { api, router, user } = openViewTab();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End view' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The view as Ada Lovelace has ended. You can close this tab.',
    );
    expect(sessionStorage.getItem('portal:view-as')).not.toContain(VIEW_TOKEN);
    expect(localStorage.getItem('portal:auth')).toBe(STUDENT_SESSION);
    // The tab signs no one in again: the page behind asks for a sign-in.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.sent.some((call) => call.path === '/auth-api/auth/logout')).toBe(false);
  });

  it('signs out of the view without ending any session of the student', async () => {
    const { api, router } = openViewTab();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    await router.navigate('/logout');
    expect(
      await screen.findByText('The view as Ada Lovelace has ended. You can close this tab.'),
    ).toBeTruthy();
    expect(screen.queryByText('You have successfully logged out.')).toBeNull();
    expect(api.sent.some((call) => call.path === '/auth-api/auth/logout')).toBe(false);
    expect(localStorage.getItem('portal:auth')).toBe(STUDENT_SESSION);
  });
});
