import { screen } from '@testing-library/react';
import { renderWithServices as render } from '@/testing/test-services';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SystemAlert } from './system-alert';

describe('SystemAlert', () => {
  it('renders nothing without an alert', () => {
    const { container } = render(<SystemAlert alert={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('styles TEXT and ALERT differently; ALERT is announced', () => {
    const { unmount } = render(
      <SystemAlert alert={{ kind: 'TEXT', id: 'note', message: 'Enrollment opens soon' }} />,
    );
    const text = screen.getByRole('region', { name: 'Announcement' });
    expect(text.className).toContain('system-alert--text');
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    render(<SystemAlert alert={{ kind: 'ALERT', id: 'outage', message: 'Maintenance tonight' }} />);
    expect(screen.getByRole('alert').className).toContain('system-alert--alert');
  });

  it('remembers dismissal per alert id', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <SystemAlert
        alert={{ kind: 'TEXT', id: 'spring', message: 'Spring term', link: '/about' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/about');
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText('Spring term')).toBeNull();
    unmount();

    // Same id: stays dismissed after a re-render (e.g. a navigation or reload in the same visit).
    const again = render(
      <SystemAlert alert={{ kind: 'TEXT', id: 'spring', message: 'Spring term' }} />,
    );
    expect(screen.queryByText('Spring term')).toBeNull();
    again.unmount();

    // A new id shows again.
    render(<SystemAlert alert={{ kind: 'TEXT', id: 'summer', message: 'Summer term' }} />);
    expect(screen.getByText('Summer term')).toBeTruthy();
  });
});
