import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/lib/toasts';
import { fakeStaffSupportApi, ME } from './fake-staff-support-api';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('SupportConversationPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('shows the thread and sends a reply, which joins the thread', async () => {
    const api = fakeStaffSupportApi();
    signIn();
    const { user } = renderStaffRoute(api.fetch, '/staff/support/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request 03' })).toBeTruthy();
    const thread = within(screen.getByRole('heading', { name: 'Messages' }).closest('section')!);
    expect(thread.getAllByRole('listitem')).toHaveLength(1);
    expect(thread.getByText('Please resend my receipt.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Your reply', { exact: false }), 'Sent again today.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent.')).toBeTruthy();
    expect(thread.getAllByRole('listitem')).toHaveLength(2);
    expect(thread.getByText('Sent again today.')).toBeTruthy();
    expect(screen.getByText('Waiting on the student')).toBeTruthy();
    const replies = api.sent.filter((call) => call.path.endsWith('/replies'));
    expect(replies.map((call) => call.body)).toEqual([{ body: 'Sent again today.' }]);
  });

  it('assigns to me or to another member, and closes and re-opens', async () => {
    const api = fakeStaffSupportApi();
    signIn();
    const { user } = renderStaffRoute(api.fetch, '/staff/support/4');
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull());
    expect(screen.getAllByText(ME.name).length).toBeGreaterThan(0);

    await user.selectOptions(await screen.findByLabelText('Assign to'), 'Alex Admin');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(
        api.sent.filter((call) => call.path.endsWith('/assignee')).map((call) => call.body),
      ).toEqual([{ staffId: ME.id }, { staffId: '33333333-3333-4333-8333-333333333333' }]),
    );

    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    await user.click(await screen.findByRole('button', { name: 'Re-open conversation' }));
    expect(await screen.findByRole('button', { name: 'Close conversation' })).toBeTruthy();
  });

  it('answers a conversation outside the member’s tenants as not there', async () => {
    signIn();
    renderStaffRoute(fakeStaffSupportApi().fetch, '/staff/support/999');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No such conversation in your tenants',
    );
  });
});
