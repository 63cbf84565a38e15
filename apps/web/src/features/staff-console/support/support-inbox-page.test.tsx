import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/lib/toasts';
import { fakeStaffSupportApi } from './fake-staff-support-api';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

const inboxCalls = (api: ReturnType<typeof fakeStaffSupportApi>) =>
  api.sent
    .filter((call) => call.path === '/staff-api/support/conversations')
    .map((call) => call.query.toString());

describe('SupportInboxPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('is linked from the staff home for a member who may answer support', async () => {
    const api = fakeStaffSupportApi();
    signIn();
    const { user, location } = renderStaffRoute(api.fetch, '/staff');
    const section = await screen.findByRole('region', { name: 'Support inbox' });
    await user.click(within(section).getByRole('link', { name: 'Support inbox' }));
    expect(location()).toBe('/staff/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support inbox' })).toBeTruthy();
  });

  it('lists open conversations oldest first and pages with the address', async () => {
    const api = fakeStaffSupportApi();
    signIn();
    const { user, router, location } = renderStaffRoute(api.fetch, '/staff/support');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('25 conversations on page 1'),
    );
    const table = screen.getByRole('table', { name: 'Conversations: Open, page 1' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(within(rows[1]!).getByRole('link', { name: 'Request 01' }).getAttribute('href')).toBe(
      '/staff/support/1',
    );
    expect(rows[1]!.textContent).toContain('ada1@example.com');
    expect(rows[1]!.textContent).toContain('Unassigned');
    expect(inboxCalls(api)).toEqual(['']);

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Conversations: Open, page 2' })).toBeTruthy();
    expect(location()).toBe('/staff/support?page=2');
    await waitFor(() => expect(document.activeElement?.tagName).toBe('TABLE'));

    await router.navigate(-1);
    expect(await screen.findByRole('table', { name: 'Conversations: Open, page 1' })).toBeTruthy();
  });

  it('applies filters through the address, and back restores the boxes', async () => {
    const api = fakeStaffSupportApi();
    signIn();
    const { user, router, location } = renderStaffRoute(api.fetch, '/staff/support');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Tenant', { exact: false }), 'fhsu');
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location()).toBe('/staff/support?tenant=fhsu&status=all'));
    const table = await screen.findByRole('table', { name: 'Conversations: Any status, page 1' });
    await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Request 02');
    expect(inboxCalls(api).at(-1)).toBe('tenant=fhsu&status=all');

    await router.navigate(-1);
    await waitFor(() =>
      expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('open'),
    );
    expect((screen.getByLabelText('Tenant', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it('says when nothing matches', async () => {
    const api = fakeStaffSupportApi();
    signIn();
    renderStaffRoute(api.fetch, '/staff/support?assignee=me');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No conversation matches these filters'),
    );
  });

  it('sorts from the headings, keeping the filters, from page 1', async () => {
    const api = fakeStaffSupportApi();
    signIn();
    const { user, router, location } = renderStaffRoute(api.fetch, '/staff/support?page=2');
    await screen.findByRole('table', { name: 'Conversations: Open, page 2' });
    const heading = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(heading('Sent').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('Last message').getAttribute('aria-sort')).toBe('none');

    await user.click(within(heading('Last message')).getByRole('button'));
    const table = await screen.findByRole('table', { name: 'Conversations: Open, page 1' });
    expect(location()).toBe('/staff/support?sort=lastMessageAt&dir=asc');
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Request 30'),
    );
    expect(heading('Last message').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('Sent').getAttribute('aria-sort')).toBe('none');
    // Only what is away from the defaults goes to the server (ascending is the default).
    expect(inboxCalls(api).at(-1)).toBe('sort=lastMessageAt');

    // The filters applied next keep the order.
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location()).toBe('/staff/support?status=all&sort=lastMessageAt'));
    await router.navigate(-1);
    await router.navigate(-1);
    await waitFor(() => expect(heading('Sent').getAttribute('aria-sort')).toBe('ascending'));
  });

  it('says why an order the inbox does not have is refused', async () => {
    const api = fakeStaffSupportApi();
    signIn();
    renderStaffRoute(api.fetch, '/staff/support?sort=random');
    expect(await screen.findByText('This list cannot be sorted by that column')).toBeTruthy();
  });

  it('shows a refused filter on its box', async () => {
    const api = fakeStaffSupportApi();
    signIn();
    renderStaffRoute(api.fetch, '/staff/support?status=pending');
    const box = await screen.findByLabelText('Status');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
  });

  it('says a tenant outside the scope is not there', async () => {
    const api = fakeStaffSupportApi();
    signIn();
    renderStaffRoute(api.fetch, '/staff/support?tenant=elsewhere');
    expect((await screen.findByRole('alert')).textContent).toBe('No such tenant in your scope');
  });
});
