import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toaster';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { AccountSettingsPage } from './account-settings-page';

afterEach(() => {
  authSession.clear();
  toastStore.clear();
});

function renderPage() {
  let tries = 0;
  const server = createFakeServer({
    routes: {
      'PUT /user-api/users/password': () =>
        (tries += 1) === 1
          ? json(400, { global: [{ code: 'INVALID_PASSWORD', message: 'Invalid password' }] })
          : new Response(null, { status: 204 }),
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([{ path: '/', element: <AccountSettingsPage /> }]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
      <Toaster />
    </TestProviders>,
  );
  return { server, user: userEvent.setup() };
}

describe('account settings: change password', () => {
  it('puts a wrong current password under its field, then changes it and clears the form', async () => {
    const { server, user } = renderPage();
    const current = screen.getByLabelText('Current password');
    await user.type(current, 'Wrong#Pass1');
    await user.type(screen.getByLabelText(/^New password$/), 'Fresh#Start9');
    await user.type(screen.getByLabelText('New password again'), 'Fresh#Start9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(current);

    await user.clear(current);
    await user.type(current, 'Valid#Pass1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    await waitFor(() => expect((current as HTMLInputElement).value).toBe(''));
    const sent = server.requests.filter((r) => r.method === 'PUT');
    expect(JSON.parse(sent.at(-1)!.body)).toEqual({
      currentPassword: 'Valid#Pass1',
      newPassword: 'Fresh#Start9',
    });
  });
});
