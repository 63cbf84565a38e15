import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { PrepaidEnrollment } from './prepaid-enrollment';

const PROGRAMS = [
  { id: 6, name: 'Healthcare Administration Certificate', enrollmentCode: 'NOC-HCAC', price: 6945 },
];
const VALID = {
  token: 'NOC-HCAC-DEMO0001',
  degreeProgramId: 6,
  degreeProgramName: 'Healthcare Administration Certificate',
};
const ORDER = { orderId: 'o9', status: 'CREATED' };

function renderPrepaid(options: { signedIn: boolean; validate: FakeHandler }) {
  const server = createFakeServer({
    routes: {
      'GET /organization-api/institutions/degree-programs': () => json(200, PROGRAMS),
      'POST /ledger-api/prepaid-token/validate': options.validate,
      'PUT /ledger-api/orders/degreeprogram': () => json(200, ORDER),
      'PUT /ledger-api/orders/o9/payment/prepaid-token': () =>
        json(200, { ...ORDER, status: 'SUCCESS' }),
    },
  });
  if (options.signedIn) authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([
    { path: '/', element: <PrepaidEnrollment registration={<p>Registration form</p>} /> },
  ]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, user: userEvent.setup() };
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, token: string) {
  await screen.findByRole('option', { name: PROGRAMS[0]!.name });
  await user.selectOptions(screen.getByLabelText('Degree program'), '6');
  await user.type(screen.getByLabelText(/^Access code/), token);
  await user.click(screen.getByRole('button', { name: 'Check access code' }));
}

describe('PrepaidEnrollment', () => {
  afterEach(() => {
    authSession.clear();
    toastStore.clear();
  });

  it('checks the code publicly, then asks a visitor to create the account', async () => {
    const { user, server } = renderPrepaid({ signedIn: false, validate: () => json(200, VALID) });
    await enterCode(user, VALID.token);
    expect(await screen.findByText('Registration form')).toBeTruthy();
    const check = server.requests.find((r) => r.path.endsWith('/prepaid-token/validate'));
    expect(check?.headers.Authorization).toBeUndefined();
    expect(JSON.parse(check?.body ?? '{}')).toEqual({ token: VALID.token, degreeProgramId: 6 });
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('puts a refused code under its input', async () => {
    const { user } = renderPrepaid({
      signedIn: false,
      validate: () =>
        json(409, {
          global: [
            { code: 'ACCESS_CODE_ALREADY_USED', message: 'This Access Code was already used' },
          ],
        }),
    });
    await enterCode(user, VALID.token);
    const input = screen.getByLabelText(/^Access code/);
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('This Access Code was already used');
    expect(screen.queryByText('Registration form')).toBeNull();
  });

  it('accepts a code typed in lower case, sent as issued', async () => {
    const { user, server } = renderPrepaid({ signedIn: false, validate: () => json(200, VALID) });
    await enterCode(user, 'noc-hcac-demo0001');
    expect(await screen.findByText('Registration form')).toBeTruthy();
    const check = server.requests.find((r) => r.path.endsWith('/prepaid-token/validate'));
    expect(JSON.parse(check?.body ?? '{}')).toEqual({
      token: 'NOC-HCAC-DEMO0001',
      degreeProgramId: 6,
    });
  });

  it('keeps the catalogue message of a refused code and explains it in plain words under it', async () => {
    const { user } = renderPrepaid({
      signedIn: false,
      validate: () =>
        json(400, {
          global: [
            {
              code: 'TOKEN_PREFIX_MISMATCH',
              message: 'Token prefix does not match enrollment code',
            },
          ],
        }),
    });
    await enterCode(user, 'NOC-AAGS-DEMO0001');
    const input = screen.getByLabelText(/^Access code/);
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Token prefix does not match enrollment code');
    expect(described).toContain(
      'This access code belongs to a different program or school. Check that you chose the program your code was issued for, or contact the person who gave you the code.',
    );
  });

  it('signed in, orders the program and pays with the code once, with an idempotency key', async () => {
    const { user, server } = renderPrepaid({ signedIn: true, validate: () => json(200, VALID) });
    await enterCode(user, VALID.token);
    await vi.waitFor(() =>
      expect(server.requests.some((r) => r.path.endsWith('/payment/prepaid-token'))).toBe(true),
    );
    const puts = server.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.path)).toEqual([
      '/ledger-api/orders/degreeprogram',
      '/ledger-api/orders/o9/payment/prepaid-token',
    ]);
    expect(JSON.parse(puts[0]?.body ?? '{}')).toEqual({ degreeProgramId: 6 });
    expect(JSON.parse(puts[1]?.body ?? '{}')).toEqual({ token: VALID.token });
    expect(puts[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
