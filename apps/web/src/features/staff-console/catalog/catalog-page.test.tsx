import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveCatalog } from '@portal/domain/catalog/catalog-editing';
import type { CourseEntry } from '@portal/domain/catalog/catalog-entry';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';
import { fakeCatalogApi } from './fake-catalog-api';

/** 60 live courses, CSC101 to CSC160; every tenth is a statistics course. */
const courses: CourseEntry[] = Array.from({ length: 60 }, (_, index) => ({
  id: 5000 + index,
  code: `CSC${101 + index}`,
  name: index % 10 === 9 ? `Statistics ${index + 1}` : `Computing ${index + 1}`,
  category: 'cs',
  subcategory: '',
  description: 'A course.',
  priceCents: 6_945,
  details: {
    credits: 3,
    topics: [],
    prerequisites: [],
    courseText: '',
    gradingCriteria: [{ item: 'Final exam', weightPercent: 100 }],
  },
}));

const live: Partial<LiveCatalog> = {
  categories: [{ id: 3, name: 'Computer science', slug: 'cs', description: '' }],
  courses,
  exams: [{ id: 90, course: 'CSC101', priceCents: 9_900 }],
  plans: [
    { id: 8, program: 'PSC-CSP', name: 'Monthly plan', priceCents: 34_900, periodicity: 'MONT' },
  ],
  promotions: [
    { id: 1, code: 'DEFER30', kind: 'DEFERRED_PAYMENT', percentOff: null, deferredDays: 30 },
    { id: 2, code: 'SAVE20', kind: 'DISCOUNTED_PAYMENT', percentOff: 20, deferredDays: null },
  ],
  files: ['categories.json'],
};

const fakeApi = () => fakeCatalogApi({ live });

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

const codesShown = () =>
  within(screen.getByRole('table', { name: /^Live courses/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstChild?.textContent);

describe('the catalog page', () => {
  afterEach(() => staffSession.set(null));

  it('pages the live courses by the address, 25 at a time', async () => {
    signIn();
    const { user, location } = renderStaffRoute(fakeApi().fetch, '/staff/catalog?page=2');
    await screen.findByText('Courses 26 to 50 of 60.');
    expect(screen.getByRole('table', { name: 'Live courses, page 2 of 3' })).toBeTruthy();
    expect(codesShown()).toEqual(courses.slice(25, 50).map((c) => c.code));
    // The page the address names is the first shown: nothing takes the focus from the page.
    expect(document.activeElement).toBe(document.body);

    const pages = screen.getByRole('navigation', { name: 'Pages of courses' });
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await screen.findByText('Courses 51 to 60 of 60.');
    expect(location()).toBe('/staff/catalog?page=3');
    expect(codesShown()).toEqual(courses.slice(50).map((c) => c.code));
    // Another page keeps the address path, so its table takes the focus and says which page.
    expect(document.activeElement).toBe(
      screen.getByRole('table', { name: 'Live courses, page 3 of 3' }),
    );
    expect(within(pages).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/staff/catalog?page=2',
    );
  });

  it('finds courses on every page, from the first page of what it finds', async () => {
    signIn();
    const { user, location } = renderStaffRoute(fakeApi().fetch, '/staff/catalog?page=2');
    await screen.findByText('Courses 26 to 50 of 60.');
    await user.type(screen.getByLabelText('Code or name'), 'statistics{Enter}');

    await screen.findByText('Courses 1 to 6 of 6.');
    expect(location()).toBe('/staff/catalog?q=statistics');
    expect(codesShown()).toEqual(['CSC110', 'CSC120', 'CSC130', 'CSC140', 'CSC150', 'CSC160']);
    expect(screen.queryByRole('navigation', { name: 'Pages of courses' })).toBeNull();
  });

  it('links each challenge exam and each category to its page', async () => {
    signIn();
    renderStaffRoute(fakeApi().fetch, '/staff/catalog');
    const exams = await screen.findByRole('table', { name: 'Live challenge exams' });
    expect(
      within(exams)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CourseNamePrice', 'CSC101CSC101 Challenge Exam$99.00']);
    expect(
      within(exams).getByRole('link', { name: 'CSC101 Challenge Exam' }).getAttribute('href'),
    ).toBe('/staff/catalog/exams/90');
    expect(screen.getByRole('link', { name: 'Computer science' }).getAttribute('href')).toBe(
      '/staff/catalog/categories/3',
    );
  });

  it('lists the payment plans at their price per period and the promotions in words, each linking to its page', async () => {
    signIn();
    renderStaffRoute(fakeApi().fetch, '/staff/catalog');
    const plans = await screen.findByRole('table', { name: 'Live payment plans, one a program' });
    expect(
      within(plans)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProgramNamePrice', 'PSC-CSPMonthly plan$349.00 per month']);
    expect(within(plans).getByRole('link', { name: 'PSC-CSP' }).getAttribute('href')).toBe(
      '/staff/catalog/plans/8',
    );
    const promotions = screen.getByRole('table', { name: 'Live promotions' });
    expect(
      within(promotions)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CodeKindTerms',
      'DEFER30Deferred first paymentFirst charge after 30 days',
      'SAVE20Discount on the first payment20% off',
    ]);
    expect(within(promotions).getByRole('link', { name: 'SAVE20' }).getAttribute('href')).toBe(
      '/staff/catalog/promotions/2',
    );
    expect(screen.getByRole('link', { name: 'New payment plan' }).getAttribute('href')).toBe(
      '/staff/catalog/plans/new',
    );
  });
});
