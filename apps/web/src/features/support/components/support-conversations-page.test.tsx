import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnSupportConversation } from '@portal/domain/support/support-conversation';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { paths } from '@/lib/paths';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { SupportConversationPage } from './support-conversation-page';
import { SupportConversationsPage } from './support-conversations-page';

function conversation(): OwnSupportConversation {
  return {
    id: 7,
    topic: 'billing',
    subject: 'My receipt',
    status: 'waiting_on_student',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastMessageAt: '2026-11-21T10:00:00.000Z',
    messages: [
      {
        id: 1,
        author: 'student',
        authorName: 'Ada Lovelace',
        body: 'Please resend my receipt.',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 2,
        author: 'staff',
        authorName: 'Sam Support',
        body: 'Sent again.',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ],
  };
}

function renderAt(url: string, conversations: OwnSupportConversation[] = [conversation()]) {
  const server = createFakeServer({
    routes: {
      'GET /user-api/users/supportrequests': () =>
        json(200, { conversations: conversations.map(({ messages: _, ...c }) => c) }),
      'GET /user-api/users/supportrequests/7': () => json(200, conversations[0]),
      'GET /user-api/users/supportrequests/8': () =>
        json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] }),
      'POST /user-api/users/supportrequests/7/messages': (req) => {
        const current = conversations[0]!;
        current.messages.push({
          id: 3,
          author: 'student',
          authorName: 'Ada Lovelace',
          body: (JSON.parse(req.body) as { body: string }).body,
          createdAt: '2026-11-22T10:00:00.000Z',
        });
        current.status = 'open';
        return json(201, current);
      },
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter(
    [
      { path: paths.supportConversations.path, element: <SupportConversationsPage /> },
      { path: paths.supportConversation.path, element: <SupportConversationPage /> },
      { path: paths.supportRequest.path, element: <p>form</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, router, user: userEvent.setup() };
}

describe("The student's support conversations", () => {
  afterEach(() => {
    authSession.clear();
    toastStore.clear();
  });

  it('lists the requests with where each stands, and opens one', async () => {
    const { user, router } = renderAt('/account/support');
    const link = await screen.findByRole('link', { name: 'My receipt' });
    expect(link.closest('li')!.textContent).toContain('Answered: your turn');
    expect(screen.getByRole('link', { name: 'Send a new request' })).toBeTruthy();
    await user.click(link);
    expect(router.state.location.pathname).toBe('/account/support/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'My receipt' })).toBeTruthy();
  });

  it('says so when there is none yet', async () => {
    renderAt('/account/support', []);
    expect(await screen.findByText('You have not sent a support request yet.')).toBeTruthy();
  });

  it('shows the reply and sends the answer, which re-opens the request', async () => {
    const { user, server } = renderAt('/account/support/7');
    const thread = within(
      (await screen.findByRole('heading', { name: 'Messages' })).closest('section')!,
    );
    expect(
      thread.getByText('Sam Support of the support team wrote', { exact: false }),
    ).toBeTruthy();
    expect(thread.getByText('Sent again.')).toBeTruthy();

    await user.type(screen.getByLabelText('Your answer', { exact: false }), 'Got it, thanks');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Your answer was sent to the support team.')).toBeTruthy();
    expect(thread.getByText('Got it, thanks')).toBeTruthy();
    expect(screen.getByText('Waiting for the support team')).toBeTruthy();
    const sent = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(sent!.body)).toEqual({ body: 'Got it, thanks' });
  });

  it("says another student's request is not there", async () => {
    renderAt('/account/support/8');
    expect((await screen.findByRole('alert')).textContent).toBe('No such request in your account');
  });
});
