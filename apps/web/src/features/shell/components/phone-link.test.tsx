import { screen } from '@testing-library/react';
import { renderWithServices as render } from '@/testing/test-services';
import { describe, expect, it } from 'vitest';
import { PhoneLink } from './phone-link';

const phones = { studentAdvisor: '(800) 555-0101', publicAdvisor: '(888) 555-0199' };

describe('PhoneLink', () => {
  it('shows the public advisor number to visitors', () => {
    render(<PhoneLink loggedIn={false} phones={phones} />);
    const link = screen.getByRole('link', { name: 'Call an enrollment advisor at (888) 555-0199' });
    expect(link.getAttribute('href')).toBe('tel:+18885550199');
    expect(link.textContent).toContain('(888) 555-0199');
  });

  it('shows the student advisor number when logged in', () => {
    render(<PhoneLink loggedIn phones={phones} />);
    const link = screen.getByRole('link', { name: 'Call your student advisor at (800) 555-0101' });
    expect(link.getAttribute('href')).toBe('tel:+18005550101');
  });
});
