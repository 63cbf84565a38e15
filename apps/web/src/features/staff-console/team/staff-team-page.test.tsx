import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/lib/toasts';
import { fakeStaffTeamApi } from './fake-staff-team-api';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('StaffTeamPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('is linked from the home of an admin, and pages and filters through the address', async () => {
    const api = fakeStaffTeamApi();
    signIn();
    const { user, location } = renderStaffRoute(api.fetch, '/staff');
    await user.click(await screen.findByRole('link', { name: 'Manage staff' }));
    expect(location()).toBe('/staff/team');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('25 staff members on page 1'),
    );
    const table = screen.getByRole('table', { name: 'Staff, page 1' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByRole('button', { name: 'Enable Member 02' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Staff, page 2' })).toBeTruthy();
    expect(location()).toBe('/staff/team?page=2');

    await user.type(screen.getByLabelText('Name or e-mail'), 'member 1');
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(location()).toBe('/staff/team?q=member+1&status=active');
    expect(api.sent.at(-1)?.query.toString()).toBe('q=member+1&status=active');
  });

  it('says so when nothing matches', async () => {
    signIn();
    renderStaffRoute(fakeStaffTeamApi().fetch, '/staff/team?q=nobody');
    expect(await screen.findByText('No staff member matches these filters')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adds a member with the roles a tenant admin may grant, and a reason', async () => {
    const api = fakeStaffTeamApi();
    signIn();
    const { user } = renderStaffRoute(api.fetch, '/staff/team');
    await user.click(await screen.findByRole('button', { name: 'Add a staff member' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Add a staff member' });
    expect(within(dialog).queryByLabelText('Provider admin')).toBeNull();
    expect(within(dialog).queryByLabelText('All tenants')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Add and send the link' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    expect(api.sent.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Email'), 'taken@staff.test');
    await user.type(within(dialog).getByLabelText('Name'), 'Nia New');
    await user.click(within(dialog).getByLabelText('Registrar'));
    await user.type(within(dialog).getByLabelText('Reason'), 'Joins the registrar');
    await user.click(within(dialog).getByRole('button', { name: 'Add and send the link' }));
    expect(
      await within(dialog).findByText('There is already a user with this email address'),
    ).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'nia@staff.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add and send the link' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      email: 'nia@staff.test',
      name: 'Nia New',
      roles: ['registrar'],
      scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      reason: 'Joins the registrar',
    });
  });

  it('disables a member with a reason', async () => {
    const api = fakeStaffTeamApi();
    signIn();
    const { user } = renderStaffRoute(api.fetch, '/staff/team');
    await user.click(await screen.findByRole('button', { name: 'Disable Member 01' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Member 01' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Left the college');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('button', { name: 'Enable Member 01' })).toBeTruthy();
    expect(api.sent.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/staff-api/staff/staff-1',
      body: { disabled: true, reason: 'Left the college' },
    });
  });

  it("resets a member's sign-in with a reason", async () => {
    const api = fakeStaffTeamApi();
    signIn();
    const { user } = renderStaffRoute(api.fetch, '/staff/team');
    await user.click(await screen.findByRole('button', { name: 'Reset sign-in of Member 03' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reset the sign-in of Member 03',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset sign-in' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Lost phone');
    await user.click(within(dialog).getByRole('button', { name: 'Reset sign-in' }));
    expect(await screen.findByText('A new link is on its way to Member 03.')).toBeTruthy();
    expect(api.sent.find((c) => c.path.endsWith('/reset'))).toMatchObject({
      method: 'POST',
      path: '/staff-api/staff/staff-3/second-factor/reset',
      body: { reason: 'Lost phone' },
    });
  });

  it('tells a member without the ability that they may not manage staff', async () => {
    signIn();
    renderStaffRoute(
      fakeStaffTeamApi({
        me: {
          ...{ id: 's', email: 's@x', name: 'Sam' },
          roles: ['support_agent'],
          scope: { kind: 'all_tenants' },
        },
      }).fetch,
      '/staff/team',
    );
    expect(await screen.findByText('You do not have access permissions.')).toBeTruthy();
  });
});
