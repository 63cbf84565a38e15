import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/lib/toasts';
import { fakeStaffTeamApi, VALID_LINK } from './fake-staff-team-api';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

describe('StaffEnrolPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('sets the password, enrols the authenticator and opens the console', async () => {
    const api = fakeStaffTeamApi();
    const { user, location } = renderStaffRoute(api.fetch, `/staff/enrol#${VALID_LINK}`);
    expect(
      await screen.findByText(/the staff account of Nia New \(new@staff\.test\)/),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('New password', { exact: true }), 'Fresh#Staff9');
    await user.type(screen.getByLabelText('New password again'), 'Fresh#Staff8');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'Fresh#Staff9');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));

    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator app' }),
    ).toBeTruthy();
    expect(api.sent.find((c) => c.path === '/staff-api/enrolment')?.body).toEqual({
      token: VALID_LINK,
      password: 'Fresh#Staff9',
    });
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved them, continue' }));
    await waitFor(() => expect(location()).toBe('/staff'));
    expect(staffSession.get()?.accessToken).toBe('staff-token');
  });

  it('says a used or expired link is no longer valid', async () => {
    renderStaffRoute(fakeStaffTeamApi().fetch, `/staff/enrol#${'b'.repeat(43)}`);
    expect(
      await screen.findByText(
        'This link is no longer valid. Please ask an administrator for a new one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New password', { exact: true })).toBeNull();
  });

  it('says so for an address without a link', async () => {
    renderStaffRoute(fakeStaffTeamApi().fetch, '/staff/enrol');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
