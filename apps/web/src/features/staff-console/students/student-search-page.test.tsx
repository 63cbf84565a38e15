import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { ADA_ID, fakeStaffStudentsApi } from './fake-staff-students-api';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const signIn = (accessToken = 'staff-token') =>
  staffSession.set({ accessToken, expiresAt: Date.now() + 15 * 60_000 });

describe('StudentSearchPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('sorts by a column from its heading, in the address, back to page 1', async () => {
    const api = fakeStaffStudentsApi();
    signIn();
    const { user, router, location } = renderStaffRoute(api.fetch, '/staff/students?q=ada&page=2');
    const heading = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const firstStudent = () =>
      within(screen.getByRole('table')).getAllByRole('link')[0]!.textContent;

    await screen.findByRole('table', { name: 'Students matching “ada”, page 2' });
    // By name, A to Z, unless the address says otherwise; the other columns are not sorted.
    expect(heading('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('Email').getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Membership' }).hasAttribute('aria-sort')).toBe(
      false,
    );

    // A heading's button sorts by it, from the first page, and says so on its `th`.
    await user.click(within(heading('Email')).getByRole('button', { name: /^Email/ }));
    await screen.findByRole('table', { name: 'Students matching “ada”, page 1' });
    expect(location()).toBe('/staff/students?q=ada&sort=email&dir=asc');
    await waitFor(() => expect(firstStudent()).toBe('Ada Lovelace 10'));
    expect(heading('Email').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('Name').getAttribute('aria-sort')).toBe('none');
    expect(api.sent.at(-1)?.query.toString()).toBe('q=ada&page=1&sort=email&dir=asc');

    // Pressed again, from the keyboard, it sorts the other way round.
    within(heading('Email')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/staff/students?q=ada&sort=email&dir=desc'));
    await waitFor(() => expect(firstStudent()).toBe('Ada Lovelace 09'));
    expect(heading('Email').getAttribute('aria-sort')).toBe('descending');

    // The pager keeps the order; back restores the order before, from the address alone.
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByRole('table', { name: 'Students matching “ada”, page 2' });
    expect(location()).toBe('/staff/students?q=ada&page=2&sort=email&dir=desc');
    await router.navigate(-1);
    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe('/staff/students?q=ada&sort=email&dir=asc'));
    await waitFor(() => expect(heading('Email').getAttribute('aria-sort')).toBe('ascending'));
  });

  it('says why a column the list does not sort by is refused', async () => {
    signIn();
    renderStaffRoute(fakeStaffStudentsApi().fetch, '/staff/students?q=ada&sort=phone');
    expect(await screen.findByText('This list cannot be sorted by that column')).toBeTruthy();
  });

  it('searches from the staff home and pages through the results with the address', async () => {
    const api = fakeStaffStudentsApi();
    const meFetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/staff-api/me')
        ? json(200, {
            id: 'staff-1',
            email: 'support@staff.demo.test',
            name: 'Sam Support',
            roles: ['support_agent'],
            scope: { kind: 'all_tenants' },
          })
        : api.fetch(input, init)) as typeof globalThis.fetch;
    signIn();
    const { user, router, location } = renderStaffRoute(meFetch, '/staff');

    await user.type(
      await screen.findByLabelText('Name, e-mail, phone or order number'),
      'ada{Enter}',
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('25 students on page 1'),
    );
    expect(location()).toBe('/staff/students?q=ada');
    expect(screen.getByRole('heading', { level: 1, name: 'Find a student' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Students matching “ada”, page 1' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByRole('link', { name: 'Ada Lovelace 01' }).getAttribute('href')).toBe(
      `/staff/students/${ADA_ID}`,
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Tenant', 'Membership']);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(
      await screen.findByRole('table', { name: 'Students matching “ada”, page 2' }),
    ).toBeTruthy();
    expect(location()).toBe('/staff/students?q=ada&page=2');
    // The link pressed is gone on the last page: the new page's table has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('table', { name: 'Students matching “ada”, page 2' }),
      ),
    );
    expect(screen.getByRole('status').textContent).toBe('5 students on page 2');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(api.sent.at(-1)).toMatchObject({ authorization: 'Bearer staff-token' });
    expect(api.sent.at(-1)?.query.toString()).toBe('q=ada&page=2');

    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(
      await screen.findByRole('table', { name: 'Students matching “ada”, page 1' }),
    ).toBeTruthy();

    // The back button returns to the page before, from the address alone.
    await router.navigate(-1);
    expect(
      await screen.findByRole('table', { name: 'Students matching “ada”, page 2' }),
    ).toBeTruthy();
    expect(
      screen.getByLabelText<HTMLInputElement>('Name, e-mail, phone or order number').value,
    ).toBe('ada');
  });

  it('says when no student matches', async () => {
    signIn();
    renderStaffRoute(fakeStaffStudentsApi().fetch, '/staff/students?q=nobody');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No student matches “nobody”'),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a refused search on the field, in the catalogue’s words', async () => {
    signIn();
    renderStaffRoute(fakeStaffStudentsApi().fetch, `/staff/students?q=${'a'.repeat(255)}`);
    const field = screen.getByLabelText('Name, e-mail, phone or order number');
    expect(await screen.findByText('This text is too long')).toBeTruthy();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why a page out of range is refused', async () => {
    signIn();
    renderStaffRoute(fakeStaffStudentsApi().fetch, '/staff/students?q=ada&page=201');
    expect((await screen.findByRole('alert')).textContent).toBe('This value is not valid');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('renews a refused token once and searches again with the fresh one', async () => {
    const api = fakeStaffStudentsApi();
    signIn('stale-token');
    renderStaffRoute(api.fetch, '/staff/students?q=ada');
    expect(await screen.findByRole('table')).toBeTruthy();
    // The console's navigation reads the member's roles with the same token; both refused
    // calls share the one renewal.
    const calls = api.sent.filter((call) => call.path !== '/staff-api/me');
    expect(calls.map((call) => [call.path, call.authorization])).toEqual([
      ['/staff-api/students', 'Bearer stale-token'],
      ['/staff-api/session/renewal', 'Bearer stale-token'],
      ['/staff-api/students', 'Bearer staff-token-2'],
    ]);
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('asks to sign in when no staff session is open', () => {
    renderStaffRoute(fakeStaffStudentsApi().fetch, '/staff/students?q=ada');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
