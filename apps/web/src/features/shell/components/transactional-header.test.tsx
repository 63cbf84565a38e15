import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { createFakeServer } from '@/testing/fake-server';
import { renderWithServices } from '@/testing/test-services';
import { TransactionalHeader } from './transactional-header';

function renderHeader() {
  const router = createMemoryRouter([{ path: '/', element: <TransactionalHeader /> }]);
  renderWithServices(<RouterProvider router={router} />);
}

afterEach(() => authSession.clear());

describe('the enrolment steps’ header', () => {
  it('offers a learner part-way through a way to sign out', () => {
    authSession.set(sessionFromTokenResponse(createFakeServer({ routes: {} }).issue(), Date.now()));
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log Out' }).getAttribute('href')).toBe('/logout');
  });

  it('has no sign-out link for a visitor', () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Log Out' })).toBeNull();
    expect(screen.getByRole('link', { name: /enrollment advisor/ })).toBeTruthy();
  });
});
