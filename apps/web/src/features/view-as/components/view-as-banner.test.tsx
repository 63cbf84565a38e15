import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { viewAs } from '@/lib/view-as';
import { createFakeServer } from '@/testing/fake-server';
import { renderWithServices, testServices } from '@/testing/test-services';
import { ViewAsBanner } from './view-as-banner';

const view = (state: unknown) => sessionStorage.setItem('portal:view-as', JSON.stringify(state));

describe('ViewAsBanner', () => {
  it('shows nothing in an ordinary tab', () => {
    const { container } = renderWithServices(<ViewAsBanner />);
    expect(container.innerHTML).toBe('');
  });

  it('names the student and the member, read-only, in an announced region', () => {
    view({ token: 't', studentName: 'Ada Lovelace', staffName: 'Sam Support' });
    renderWithServices(<ViewAsBanner />);
    const region = screen.getByRole('region', { name: 'Viewing as a student' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Viewing as Ada Lovelace (read-only) — staff: Sam Support',
    );
    expect(region.contains(screen.getByRole('button', { name: 'End view' }))).toBe(true);
  });

  it('ends the view on the server, forgets the token and says so', async () => {
    view({ token: 't', studentName: 'Ada Lovelace', staffName: 'Sam Support' });
    sessionStorage.setItem('portal:view-as:user', '{"v":1,"data":{"firstName":"Ada"}}');
    const server = createFakeServer();
    renderWithServices(<ViewAsBanner />, testServices({ fetch: server.fetch }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'End view' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The view as Ada Lovelace has ended. You can close this tab.',
    );
    expect(screen.queryByRole('button', { name: 'End view' })).toBeNull();
    expect(viewAs.token()).toBeNull();
    expect(sessionStorage.getItem('portal:view-as:user')).toBeNull();
    expect(server.requests).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/staff-api/view-as/end',
        headers: expect.objectContaining({ Authorization: 'Bearer t' }),
      }),
    );
  });
});
