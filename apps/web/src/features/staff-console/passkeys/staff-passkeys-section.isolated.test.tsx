import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRegistration } from '@simplewebauthn/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffPasskey } from '@portal/domain/staff/staff-passkeys';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { staffSession } from '../sign-in/staff-session';
import { StaffPasskeysSection } from './staff-passkeys-section';

// The browser's WebAuthn prompt is the boundary: what it answers is the server's to check.
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

const REGISTRATION = {
  id: 'credential-2',
  rawId: 'credential-2',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'cd', attestationObject: 'ao', transports: ['internal'] },
};

/** The member's passkeys as the server keeps them. */
function fakePasskeyApi() {
  const passkeys: StaffPasskey[] = [
    {
      id: 'credential-1',
      name: 'Work laptop',
      host: 'fhsu.localhost',
      createdAt: '2026-03-02T10:00:00.000Z',
      lastUsedAt: null,
    },
  ];
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path, body });
    if (path === '/staff-api/passkeys' && method === 'GET') return json(200, passkeys);
    if (path === '/staff-api/passkeys/challenge') {
      return json(200, { challenge: 'challenge-1', rp: { id: 'fhsu.localhost' } });
    }
    if (path === '/staff-api/passkeys' && method === 'POST') {
      const added = {
        id: body.response.id,
        name: body.name,
        host: 'fhsu.localhost',
        createdAt: '2026-03-03T10:00:00.000Z',
        lastUsedAt: null,
      };
      passkeys.push(added);
      return json(201, added);
    }
    if (path.startsWith('/staff-api/passkeys/') && method === 'DELETE') {
      if (body.password !== 'Staff#2026') {
        return json(400, { global: [{ code: 'INVALID_PASSWORD', message: 'Invalid password' }] });
      }
      passkeys.splice(
        passkeys.findIndex((p) => path.endsWith(p.id)),
        1,
      );
      return new Response(null, { status: 204 });
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

function renderSection(api: ReturnType<typeof fakePasskeyApi>) {
  render(
    <TestProviders services={testServices({ fetch: api.fetch })}>
      <StaffPasskeysSection />
    </TestProviders>,
  );
  return userEvent.setup();
}

describe('StaffPasskeysSection', () => {
  beforeEach(() => {
    staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });
  });
  afterEach(() => {
    staffSession.set(null);
    toastStore.clear();
    vi.mocked(startRegistration).mockReset();
  });

  it('lists the passkeys and adds a named one through the browser prompt', async () => {
    vi.mocked(startRegistration).mockResolvedValue(REGISTRATION as never);
    const api = fakePasskeyApi();
    const user = renderSection(api);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(list.textContent).toContain('Work laptop');
    expect(list.textContent).toContain('fhsu.localhost');

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Passkey name', { exact: false }), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(list.textContent).toContain('Phone'));
    expect(startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'challenge-1', rp: { id: 'fhsu.localhost' } },
    });
    expect(
      api.sent.find((r) => r.method === 'POST' && r.path === '/staff-api/passkeys')?.body,
    ).toEqual({ name: 'Phone', response: REGISTRATION });
  });

  it('says so when the browser prompt is dismissed, and adds nothing', async () => {
    vi.mocked(startRegistration).mockRejectedValue(new DOMException('No', 'NotAllowedError'));
    const api = fakePasskeyApi();
    const user = renderSection(api);
    await user.type(await screen.findByLabelText('Passkey name', { exact: false }), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The passkey was not used. Try again, or use your code.',
    );
    expect(api.sent.some((r) => r.method === 'POST' && r.path === '/staff-api/passkeys')).toBe(
      false,
    );
  });

  it('removes a passkey with the password only', async () => {
    const user = renderSection(fakePasskeyApi());
    await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const form = screen.getByRole('form', { name: 'Remove Work laptop' });
    await user.type(within(form).getByLabelText('Your password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Remove passkey' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid password');

    await user.clear(within(form).getByLabelText('Your password'));
    await user.type(within(form).getByLabelText('Your password'), 'Staff#2026');
    await user.click(within(form).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
  });
});
