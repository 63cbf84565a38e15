import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { createFakeServer, json } from '@/testing/fake-server';
import { renderWithServices, testServices } from '@/testing/test-services';
import { UserMenu } from './user-menu';

afterEach(() => authSession.clear());

function renderMenu() {
  const server = createFakeServer({
    routes: { 'GET /user-api/users': () => json(200, { firstName: 'Ada', lastName: 'Lovelace' }) },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([{ path: '/', element: <UserMenu /> }]);
  renderWithServices(<RouterProvider router={router} />, testServices({ fetch: server.fetch }));
  return screen.findByRole('button', { name: 'Ada Lovelace, account menu' });
}

describe('the user menu', () => {
  it('opens from the keys on the first item, and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const trigger = await renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const first = screen.getByRole('menuitem', { name: 'Student Portal' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      screen.getByRole('menuitem', { name: 'Billing Preferences' }),
    );
    expect(menu.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const button = screen.getByRole('button', { name: 'Ada Lovelace, account menu' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens from the pointer with the menu focused, and again after it closed', async () => {
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: await renderMenu() });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(menu));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.pointer({
      keys: '[MouseLeft>]',
      target: screen.getByRole('button', { name: 'Ada Lovelace, account menu' }),
    });
    expect(await screen.findAllByRole('menuitem')).toHaveLength(6);
  });
});
