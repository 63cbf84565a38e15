import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '@/testing/fake-server';
import { ADA_ID, fakeStaffStudentsApi } from './fake-staff-students-api';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const signIn = (accessToken = 'staff-token') =>
  staffSession.set({ accessToken, expiresAt: Date.now() + 15 * 60_000 });

const section = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  return within(heading.closest('section')!);
};

describe('StudentRecordPage', () => {
  afterEach(() => staffSession.set(null));

  it('shows every part of the record under its heading', async () => {
    const api = fakeStaffStudentsApi();
    signIn();
    renderStaffRoute(api.fetch, `/staff/students/${ADA_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace 01' })).toBeTruthy();
    const read = api.sent.find((call) => call.path === `/staff-api/students/${ADA_ID}`);
    expect(read).toMatchObject({ authorization: 'Bearer staff-token' });
    expect(read?.query.has('reason')).toBe(false);

    expect(section('Profile').getByText('(785) 555-0100')).toBeTruthy();
    expect(section('Profile').getByText('01/05/2026')).toBeTruthy();
    expect(section('Profile').getByText('Spanish (their choice)')).toBeTruthy();
    expect(section('Sign-in').getByText('Locked until 11/28/2026 10:15 UTC')).toBeTruthy();
    expect(section('Sign-in').getByText('No sign-in recorded')).toBeTruthy();
    const membership = section('Membership and plan');
    expect(membership.getByText('Active')).toBeTruthy();
    expect(membership.getByText('$49.50')).toBeTruthy();
    expect(membership.getByText('Monthly')).toBeTruthy();

    const attempts = section('Orders and payments').getByRole('table', {
      name: 'Payment attempts on order order-2',
    });
    const attempt = within(attempts).getAllByRole('row')[1]!;
    expect(attempt.textContent).toContain('Visa ending 0002');
    expect(attempt.textContent).toContain(
      '51 CARD_INSUFFICIENT_FUNDS: Insufficient funds available in account',
    );

    expect(section('Courses').getByText('No courses')).toBeTruthy();
    expect(section('Transcripts').getByText('No transcript requests')).toBeTruthy();
  });

  it('answers a student outside the member’s tenants as no such student', async () => {
    signIn();
    renderStaffRoute(
      fakeStaffStudentsApi().fetch,
      '/staff/students/99999999-9999-4999-8999-999999999999',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('No such student in your tenants');
  });

  it('offers to try again when the record could not be loaded', async () => {
    const api = fakeStaffStudentsApi();
    let failures = 1;
    // The record's read fails once (the console's own calls, its member's roles, go through).
    const flaky = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/staff-api/students/') && failures-- > 0
        ? json(500, { global: [{ code: 'INTERNAL_SERVER_ERROR', message: 'Oops' }] })
        : api.fetch(input, init)) as typeof globalThis.fetch;
    signIn();
    const { user } = renderStaffRoute(flaky, `/staff/students/${ADA_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ada Lovelace 01'),
    );
  });

  it('renews a refused token once and reads the record with the fresh one', async () => {
    const api = fakeStaffStudentsApi();
    signIn('stale-token');
    renderStaffRoute(api.fetch, `/staff/students/${ADA_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace 01' })).toBeTruthy();
    const reads = api.sent.filter((call) => call.path !== '/staff-api/me');
    expect(reads.map((call) => call.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer stale-token',
      'Bearer staff-token-2',
    ]);
  });
});
