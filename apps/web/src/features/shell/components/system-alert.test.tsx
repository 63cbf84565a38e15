import { screen } from '@testing-library/react';
import { renderWithServices as render, testServices } from '@/testing/test-services';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { loadLanguage } from '@/lib/i18n';
import { createFakeServer } from '@/testing/fake-server';
import { SystemAlert } from './system-alert';

afterEach(() => authSession.clear());

describe('SystemAlert', () => {
  it("shows a visitors' alert to visitors only, and an everyone alert to a signed-in learner too", () => {
    const visitors = {
      kind: 'ALERT' as const,
      id: 'codes',
      message: 'Create your account before your code runs out',
      audience: 'visitors' as const,
    };
    const first = render(<SystemAlert alert={visitors} />);
    expect(screen.getByRole('alert').textContent).toContain('before your code runs out');
    first.unmount();

    authSession.set(sessionFromTokenResponse(createFakeServer({ routes: {} }).issue(), Date.now()));
    const second = render(<SystemAlert alert={visitors} />);
    expect(second.container.innerHTML).toBe('');
    second.unmount();
    render(<SystemAlert alert={{ ...visitors, id: 'all', audience: 'everyone' }} />);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  describe('in the page’s language (docs/languages.md "A tenant\'s own content")', () => {
    const alert = {
      kind: 'ALERT' as const,
      id: 'outage',
      message: 'Maintenance tonight',
      es: { message: 'Mantenimiento esta noche' },
    };
    const spanishPage = async () => {
      await loadLanguage('es');
      return testServices({ language: 'es' });
    };

    it('shows a Spanish page the Spanish message, with no note', async () => {
      render(<SystemAlert alert={alert} />, await spanishPage());
      const banner = screen.getByRole('alert');
      expect(banner.textContent).toContain('Mantenimiento esta noche');
      expect(banner.textContent).not.toContain('inglés');
      expect(banner.querySelector('[lang="en"]')).toBeNull();
    });

    it('shows a Spanish page the English of an alert written only in English, marked and said', async () => {
      render(<SystemAlert alert={{ ...alert, es: undefined }} />, await spanishPage());
      expect(screen.getByText('Maintenance tonight').getAttribute('lang')).toBe('en');
      expect(screen.getByText('Este texto se muestra en inglés.').getAttribute('lang')).toBe('es');
    });

    it('shows an English page the English message, with no note', () => {
      render(<SystemAlert alert={alert} />);
      expect(screen.getByRole('alert').textContent).toContain('Maintenance tonight');
      expect(screen.getByText('Maintenance tonight').getAttribute('lang')).toBeNull();
      expect(screen.queryByText(/shown in/)).toBeNull();
    });
  });

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
