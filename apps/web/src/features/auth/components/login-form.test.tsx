import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { LoginForm } from './login-form';

function renderForm(fetch?: typeof globalThis.fetch, onSignedIn = vi.fn()) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <LoginForm onSignedIn={onSignedIn} />
          <Toaster />
        </>
      ),
    },
  ]);
  render(
    <TestProviders services={testServices({ fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { onSignedIn, user: userEvent.setup() };
}

describe('LoginForm', () => {
  afterEach(() => toastStore.clear());

  it('labels its fields and shows required messages under them on submit', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const described = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    expect(described(email)).toContain('This field is required');
    expect(described(password)).toContain('This field is required');
    expect(document.activeElement).toBe(email); // the first error gets focus
  });

  it('validates the email on blur', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
  });

  it('shows a wrong password next to the form and as an error toast, and stays on the form', async () => {
    const server = createFakeServer();
    const wrongPassword = async () =>
      json(400, {
        error: 'invalid_grant',
        global: [{ code: 'INVALID_PASSWORD', message: 'Invalid password' }],
      });
    const { user, onSignedIn } = renderForm((async (
      input: RequestInfo | URL,
      init?: RequestInit,
    ) =>
      String(input).endsWith('/oauth/token')
        ? wrongPassword()
        : server.fetch(input, init)) as typeof fetch);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid password');
    expect(alert.closest('form')?.getAttribute('aria-describedby')).toBe(alert.id);
    expect(toastStore.getSnapshot().map((t) => t.variant)).toEqual(['error']);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in: tokens, then user, then order, membership and coursework, tolerating their failures', async () => {
    const server = createFakeServer({
      routes: {
        'GET /user-api/users': () =>
          json(200, {
            uuid: 'u1',
            firstName: 'Ada',
            attributes: { userData: null, orientationStarted: false },
          }),
        'GET /ledger-api/memberships': () => json(500, {}),
      },
    });
    const { user, onSignedIn } = renderForm(server.fetch);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Ada' })),
    );
    const token = server.requests[0];
    expect(token?.path).toBe('/auth-api/oauth/token');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      username: 'ada@example.com',
      password: 'secret',
      grant_type: 'password',
      scope: 'STUDENT_PORTAL__ACCESS',
    });
    expect(server.requests[1]?.path).toBe('/user-api/users');
    expect(
      server.requests
        .slice(2)
        .map((r) => r.path)
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        '/coursework-api/coursework',
        '/ledger-api/memberships',
        '/ledger-api/orders/degreeprogram',
      ]),
    );
  });
});
