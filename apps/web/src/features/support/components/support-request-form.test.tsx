import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { SupportRequestForm } from './support-request-form';

function renderSignedIn() {
  const server = createFakeServer({
    routes: { 'POST /user-api/users/supportrequest': () => json(201, {}) },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([{ path: '/', element: <SupportRequestForm /> }]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, user: userEvent.setup() };
}

describe('SupportRequestForm', () => {
  afterEach(() => {
    authSession.clear();
    toastStore.clear();
  });

  it('requires a topic, a subject and a message, focusing the topic first', async () => {
    const { user, server } = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    for (const label of ['Topic', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText('Topic'));
    expect(server.requests.some((r) => r.path.includes('supportrequest'))).toBe(false);
  });

  it('sends the request as the signed-in student and confirms it', async () => {
    const { user, server } = renderSignedIn();
    expect(screen.getByRole('option', { name: 'Billing and payments' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Topic'), 'billing');
    await user.type(screen.getByLabelText('Subject'), 'Receipt');
    await user.type(screen.getByLabelText('Message'), 'Please resend my receipt.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/Your request has been sent/),
    );
    const sent = server.requests.find((r) => r.path === '/user-api/users/supportrequest');
    expect(sent?.headers.Authorization).toMatch(/^Bearer /);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      topic: 'billing',
      subject: 'Receipt',
      message: 'Please resend my receipt.',
    });
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('');
  });
});
