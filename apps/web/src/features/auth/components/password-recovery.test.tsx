import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toaster';
import { paths } from '@/lib/paths';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { PasswordForgottenPage } from './password-forgotten-page';
import { PasswordResetPage } from './password-reset-page';

const CODE = 'a'.repeat(43);
const SENT = 'If your email is registered, we have sent you a password recovery link.';

function renderAt(url: string, routes: Record<string, FakeHandler>) {
  const server = createFakeServer({ routes });
  const router = createMemoryRouter(
    [
      { path: paths.passwordForgotten.path, element: <PasswordForgottenPage /> },
      { path: paths.passwordReset.path, element: <PasswordResetPage /> },
      { path: paths.login.path, element: <p>login page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
      <Toaster />
    </TestProviders>,
  );
  return { server, user: userEvent.setup() };
}

afterEach(() => toastStore.clear());

describe('password recovery pages', () => {
  it('asks for the address and answers with the one sentence, without a session', async () => {
    const { server, user } = renderAt(paths.passwordForgotten.href(), {
      'POST /user-api/users/reset/password/': () =>
        json(200, { code: 'PASSWORD_RECOVERY_SENT', message: SENT }),
    });
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    const sent = server.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(sent.body)).toEqual({ email: 'sam@example.com' });
    expect(sent.headers.Authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeTruthy();
  });

  it('sets a new password that meets the policy and is typed twice the same', async () => {
    const { server, user } = renderAt(paths.passwordReset.href(CODE), {
      [`GET /user-api/users/reset/password/${CODE}`]: () => json(200, { userId: 'u-1' }),
      [`POST /user-api/users/reset/password/${CODE}`]: () => new Response(null, { status: 204 }),
    });
    const password = await screen.findByLabelText(/^New password$/);
    const again = screen.getByLabelText('New password again');
    const save = () => user.click(screen.getByRole('button', { name: 'Save my new password' }));
    await user.type(password, 'weak');
    await user.type(again, 'weak');
    await save();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await user.clear(password);
    await user.type(password, 'Fresh#Start9');
    await save();
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();

    await user.clear(again);
    await user.type(again, 'Fresh#Start9');
    await save();
    expect(
      await screen.findByText('Your password has been changed. Log in with your new password.'),
    ).toBeTruthy();
    const sent = server.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(sent.body)).toEqual({ password: 'Fresh#Start9', userId: 'u-1' });
  });

  it('says a used or expired link is no longer valid, and offers a new one', async () => {
    renderAt(paths.passwordReset.href(CODE), {
      [`GET /user-api/users/reset/password/${CODE}`]: () =>
        json(400, { global: [{ code: 'RESET_CODE_INVALID', message: 'x' }] }),
    });
    expect(
      await screen.findByText(
        'This password recovery link is no longer valid. Please ask for a new one.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe(
      '/auth/password-forgotten',
    );
  });
});
