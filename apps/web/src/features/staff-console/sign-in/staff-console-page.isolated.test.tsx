import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { authSession } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { startAuthentication } from '@simplewebauthn/browser';
import { staffSession } from './staff-session';
import { StaffConsolePage } from './staff-console-page';

// The browser's WebAuthn prompt is the boundary: what it answers is the server's to check.
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

interface Sent {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

/** The staff API as the server answers it, for one member. */
function fakeStaffApi(options: { enrol?: boolean; renewal?: 'refused'; passkey?: boolean } = {}) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method: init.method ?? 'GET', path, body, authorization: headers.Authorization });
    if (path === '/staff-api/session' && init.method === 'POST') {
      if (body.password !== 'Staff#2026') {
        return json(400, { global: [{ code: 'INVALID_PASSWORD', message: 'Invalid password' }] });
      }
      return json(200, {
        pendingToken: 'pending-1',
        next: options.enrol ? 'enrol' : 'code',
        ...(options.passkey ? { passkey: true } : {}),
        ...(options.enrol
          ? { enrolment: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x' } }
          : {}),
      });
    }
    if (path === '/staff-api/session/passkey-challenge') {
      return json(200, { challenge: 'challenge-1', allowCredentials: [{ id: 'credential-1' }] });
    }
    if (path === '/staff-api/passkeys') return json(200, []);
    if (path === '/staff-api/session/second-factor') {
      if (body.passkey && body.passkey.id !== 'credential-1') {
        return json(400, {
          global: [{ code: 'INVALID_PASSKEY', message: 'This passkey was not accepted' }],
        });
      }
      if (body.code === '123456' || body.recoveryCode === 'ABCD-EFGH-JKLM' || body.passkey) {
        return json(200, {
          accessToken: 'staff-token',
          expiresIn: 900,
          ...(options.enrol ? { recoveryCodes: ['AAAA-BBBB-CCCC', 'DDDD-EEEE-FFFF'] } : {}),
        });
      }
      return json(400, {
        global: [{ code: 'INVALID_SECOND_FACTOR', message: 'Invalid or already used code' }],
      });
    }
    if (path === '/staff-api/session/renewal') {
      if (options.renewal === 'refused' || headers.Authorization === 'Bearer staff-token-2') {
        return json(401, { global: [{ code: 'TOKEN_EXPIRED', message: 'Token expired' }] });
      }
      return json(200, { accessToken: 'staff-token-2', expiresIn: 900 });
    }
    if (path === '/staff-api/me') {
      if (headers.Authorization === 'Bearer stale-token') {
        return json(401, { global: [{ code: 'TOKEN_EXPIRED', message: 'Token expired' }] });
      }
      return json(200, {
        id: 'staff-1',
        email: 'registrar@staff.demo.test',
        name: 'Riley Registrar',
        roles: ['registrar', 'finance'],
        scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      });
    }
    if (path === '/staff-api/session' && init.method === 'DELETE') {
      return new Response(null, { status: 204 });
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

function renderPage(api: ReturnType<typeof fakeStaffApi>) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <StaffConsolePage />
          <Toaster />
        </>
      ),
    },
  ]);
  render(
    <TestProviders services={testServices({ fetch: api.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return userEvent.setup();
}

/** What the browser's passkey prompt answers, as far as the page passes it on. */
const passkeyAnswer = (id: string) => ({
  id,
  rawId: id,
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig' },
});

async function passPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'registrar@staff.demo.test');
  await user.type(screen.getByLabelText('Password'), 'Staff#2026');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('StaffConsolePage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('says why a wrong password is refused, next to the form and as a toast', async () => {
    const user = renderPage(fakeStaffApi());
    await user.type(screen.getByLabelText('Email'), 'registrar@staff.demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid password');
    expect(alert.closest('form')?.getAttribute('aria-describedby')).toBe(alert.id);
    expect(toastStore.getSnapshot().map((t) => t.variant)).toEqual(['error']);
  });

  it('asks for the code, then shows the member with the staff token only', async () => {
    const api = fakeStaffApi();
    const user = renderPage(api);
    await passPassword(user);
    const heading = await screen.findByRole('heading', { name: 'Enter your sign-in code' });
    expect(document.activeElement).toBe(heading);

    await user.type(screen.getByLabelText('Code from your authenticator app'), '12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows')).toBeTruthy();

    await user.clear(screen.getByLabelText('Code from your authenticator app'));
    await user.type(screen.getByLabelText('Code from your authenticator app'), '999999');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or already used code');

    await user.clear(screen.getByLabelText('Code from your authenticator app'));
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { name: 'Signed in as Riley Registrar' }),
    ).toBeTruthy();
    expect(screen.getByText('Registrar, Finance')).toBeTruthy();
    expect(screen.getByText('fhsu')).toBeTruthy();
    expect(api.sent.find((r) => r.path === '/staff-api/me')?.authorization).toBe(
      'Bearer staff-token',
    );
    // The student's session is another one, untouched.
    expect(authSession.get()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(api.sent.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/staff-api/session',
      authorization: 'Bearer staff-token',
    });
  });

  it('takes a recovery code in place of the authenticator', async () => {
    const api = fakeStaffApi();
    const user = renderPage(api);
    await passPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JKLM');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { name: 'Signed in as Riley Registrar' }),
    ).toBeTruthy();
    expect(api.sent.find((r) => r.path === '/staff-api/session/second-factor')?.body).toEqual({
      pendingToken: 'pending-1',
      recoveryCode: 'ABCD-EFGH-JKLM',
    });
  });

  it('offers a passkey beside the code to a member who has one, and signs in with it', async () => {
    const prompt = vi.mocked(startAuthentication);
    prompt.mockRejectedValueOnce(new DOMException('Dismissed', 'NotAllowedError'));
    prompt.mockResolvedValueOnce(passkeyAnswer('credential-2'));
    prompt.mockResolvedValueOnce(passkeyAnswer('credential-1'));
    const api = fakeStaffApi({ passkey: true });
    const user = renderPage(api);
    await passPassword(user);
    const usePasskey = await screen.findByRole('button', { name: 'Use a passkey' });
    // The code stays open as the fallback.
    expect(screen.getByLabelText('Code from your authenticator app')).toBeTruthy();

    await user.click(usePasskey);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The passkey was not used. Try again, or use your code.',
    );
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This passkey was not accepted'),
    );

    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(
      await screen.findByRole('heading', { name: 'Signed in as Riley Registrar' }),
    ).toBeTruthy();
    expect(prompt).toHaveBeenLastCalledWith({
      optionsJSON: { challenge: 'challenge-1', allowCredentials: [{ id: 'credential-1' }] },
    });
    expect(
      api.sent.filter((r) => r.path === '/staff-api/session/second-factor').at(-1)?.body,
    ).toEqual({
      pendingToken: 'pending-1',
      passkey: passkeyAnswer('credential-1'),
    });
  });

  it('offers no passkey to a member without one', async () => {
    const user = renderPage(fakeStaffApi());
    await passPassword(user);
    await screen.findByRole('heading', { name: 'Enter your sign-in code' });
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('enrols a new authenticator and shows the recovery codes once', async () => {
    const user = renderPage(fakeStaffApi({ enrol: true }));
    await passPassword(user);
    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(codes.textContent).toContain('AAAA-BBBB-CCCC');
    await user.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Signed in as Riley Registrar' }),
    ).toBeTruthy();
  });
});

describe('StaffConsolePage keeping the session', () => {
  const MINUTE = 60_000;
  afterEach(() => {
    vi.useRealTimers();
    toastStore.clear();
    staffSession.set(null);
  });

  /** Signed in with a token good for 15 minutes, on a clock the test moves. */
  async function renderSignedIn(api: ReturnType<typeof fakeStaffApi>, accessToken = 'staff-token') {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    staffSession.set({ accessToken, expiresAt: Date.now() + 15 * MINUTE });
    renderPage(api);
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
  const moveClock = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const renewals = (api: ReturnType<typeof fakeStaffApi>) =>
    api.sent.filter((r) => r.path === '/staff-api/session/renewal');
  const signedInHeading = () =>
    screen.queryByRole('heading', { name: 'Signed in as Riley Registrar' });

  it('renews the token two minutes before it runs out while the member works', async () => {
    const api = fakeStaffApi();
    await renderSignedIn(api);
    expect(signedInHeading()).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Tab' });

    await moveClock(13 * MINUTE);
    expect(renewals(api)).toEqual([
      expect.objectContaining({ method: 'POST', authorization: 'Bearer staff-token' }),
    ]);
    expect(staffSession.get()?.accessToken).toBe('staff-token-2');
    // Past the first token's end, the member is still signed in, on the new token; a renewal is
    // the same session, so what the page read is not asked (nor audited) again.
    await moveClock(5 * MINUTE);
    expect(signedInHeading()).toBeTruthy();
    expect(api.sent.filter((r) => r.path === '/staff-api/me')).toHaveLength(1);
  });

  it('renews late for a member who comes back before the token runs out', async () => {
    const api = fakeStaffApi();
    await renderSignedIn(api);
    await moveClock(14 * MINUTE);
    expect(renewals(api)).toEqual([]);
    fireEvent.pointerDown(document.body);
    await moveClock(0);
    expect(renewals(api)).toHaveLength(1);
    await moveClock(2 * MINUTE);
    expect(signedInHeading()).toBeTruthy();
  });

  it('lets an unattended token run out, then asks to sign in again and says why', async () => {
    const api = fakeStaffApi();
    await renderSignedIn(api);
    await moveClock(15 * MINUTE);
    expect(renewals(api)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual([
      'Your session was expired, please login to continue',
    ]);
  });

  it('tries one renewal on a refused token, then asks to sign in again and says why', async () => {
    const api = fakeStaffApi({ renewal: 'refused' });
    await renderSignedIn(api, 'stale-token');
    await moveClock(0);
    expect(renewals(api)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual([
      'Your session was expired, please login to continue',
    ]);
  });

  it('carries on with the renewed token when a refused token could be renewed', async () => {
    const api = fakeStaffApi();
    await renderSignedIn(api, 'stale-token');
    await moveClock(0);
    expect(renewals(api)).toHaveLength(1);
    await moveClock(1000);
    expect(signedInHeading()).toBeTruthy();
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
