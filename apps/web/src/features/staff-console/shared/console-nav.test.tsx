import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeStaffStudentsApi } from '../students/fake-staff-students-api';
import { staffSession } from '../sign-in/staff-session';
import { renderStaffRoute } from './render-staff-route';

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

const consoleNav = () => screen.findByRole('navigation', { name: 'Staff console' });

beforeAll(() => {
  // jsdom has no modal dialogs: opening one marks it open, as the browser's showModal does first.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

describe('the console navigation', () => {
  afterEach(() => staffSession.set(null));

  it("links the areas the member's roles open, the current one marked", async () => {
    signIn();
    renderStaffRoute(fakeStaffStudentsApi({ roles: ['support_agent'] }).fetch, '/staff/support');
    const nav = await consoleNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Students', 'Support inbox']);
    expect(
      within(nav).getByRole('link', { name: 'Support inbox' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('goes to an area with g and its key, and to the search box with /', async () => {
    signIn();
    const { user, location } = renderStaffRoute(
      fakeStaffStudentsApi({ roles: ['provider_admin'] }).fetch,
      '/staff',
    );
    await consoleNav();
    await user.keyboard('gt');
    await waitFor(() => expect(location()).toBe('/staff/team'));
    await user.keyboard('gh');
    await waitFor(() => expect(location()).toBe('/staff'));
    const box = await screen.findByLabelText('Name, e-mail, phone or order number');
    await user.keyboard('/');
    expect(document.activeElement).toBe(box);
    // Typed into a field, the same keys are text.
    await user.keyboard('ga');
    expect(location()).toBe('/staff');
    expect((box as HTMLInputElement).value).toBe('ga');
  });

  it('takes / as the search key in the page’s first moments too', async () => {
    // A page's clock starts at 0 when it loads: no `g` was pressed 0.1 s before.
    const now = vi.spyOn(performance, 'now').mockReturnValue(100);
    signIn();
    const { user } = renderStaffRoute(
      fakeStaffStudentsApi({ roles: ['provider_admin'] }).fetch,
      '/staff',
    );
    const box = await screen.findByLabelText('Name, e-mail, phone or order number');
    await user.keyboard('/');
    expect(document.activeElement).toBe(box);
    now.mockRestore();
  });

  it('lists the shortcuts on ?, and once turned off they stay off on this browser', async () => {
    signIn();
    const { user, location } = renderStaffRoute(
      fakeStaffStudentsApi({ roles: ['registrar'] }).fetch,
      '/staff',
    );
    await consoleNav();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(dialog).getByRole('row', { name: /Go to Registrar’s queues/ }).textContent,
    ).toContain('g r');
    // A dialog is open: the keys are not shortcuts meanwhile.
    await user.keyboard('gr');
    expect(location()).toBe('/staff');
    await user.click(within(dialog).getByLabelText('Use the single-key shortcuts below'));
    dialog.removeAttribute('open');
    expect(localStorage.getItem('staff-console-shortcuts')).toBe('off');
    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(location()).toBe('/staff');
  });
});
