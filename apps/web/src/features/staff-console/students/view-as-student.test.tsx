import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VIEW_AS_FRAGMENT_KEY } from '@/lib/view-as';
import { ADA_ID, fakeStaffStudentsApi } from './fake-staff-students-api';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('View as student', () => {
  afterEach(() => staffSession.set(null));

  it('asks for the reason, then offers the view in a new tab with the token in the fragment', async () => {
    const api = fakeStaffStudentsApi();
    signIn();
    const { user } = renderStaffRoute(api.fetch, `/staff/students/${ADA_ID}`);
    await user.click(await screen.findByRole('button', { name: 'View as student' }));
    const dialog = within(
      screen.getByRole('alertdialog', { name: 'View the portal as Ada Lovelace 01' }),
    );

    // The reason is required, checked here with the server's schema.
    await user.click(dialog.getByRole('button', { name: 'Start view' }));
    // The check resolves after the click: wait for its message rather than a clock.
    expect(await dialog.findByText('This field is required')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Reason' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.sent.some((call) => call.path.endsWith('/view-as'))).toBe(false);

    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Ticket 981');
    await user.click(dialog.getByRole('button', { name: 'Start view' }));
    const link = await dialog.findByRole('link', { name: "Open the student's view in a new tab" });
    expect(api.sent.at(-1)).toMatchObject({
      method: 'POST',
      path: `/staff-api/students/${ADA_ID}/view-as`,
      authorization: 'Bearer staff-token',
      body: { reason: 'Ticket 981' },
    });
    expect(document.activeElement).toBe(link);
    // A new tab without an opener: it starts with its own sessionStorage, without the staff token.
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}${href.search}`).toBe(
      'http://fhsu.localhost/account/dashboard',
    );
    const handed = new URLSearchParams(href.hash.slice(1)).get(VIEW_AS_FRAGMENT_KEY);
    expect(JSON.parse(handed!)).toEqual({
      token: 'view-token',
      studentName: 'Ada Lovelace 01',
      staffName: 'Sam Support',
    });

    // Closing forgets the link.
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('link', { name: "Open the student's view in a new tab" })).toBeNull();
  });

  it('cancels without asking the server', async () => {
    const api = fakeStaffStudentsApi();
    signIn();
    const { user } = renderStaffRoute(api.fetch, `/staff/students/${ADA_ID}`);
    await user.click(await screen.findByRole('button', { name: 'View as student' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Only reads went out (the record, and who the member is): no view was asked for.
    expect(api.sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
