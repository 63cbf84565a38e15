import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveCatalog } from '@portal/domain/catalog/catalog-editing';
import type { CourseEntry } from '@portal/domain/catalog/catalog-entry';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

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

const live: LiveCatalog = {
  categories: [{ id: 3, name: 'Computer science', slug: 'cs', description: '' }],
  courses,
  programs: [],
  exams: [{ id: 90, course: 'CSC101', priceCents: 9_900 }],
  files: ['categories.json'],
};

function fakeApi() {
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'catalog@staff.demo.test',
        name: 'Casey Catalog',
        roles: ['catalog_editor'],
        scope: { kind: 'all_tenants' },
      });
    }
    if (url.pathname === '/staff-api/catalog') return json(200, live);
    if (url.pathname === '/staff-api/catalog/drafts') return json(200, { drafts: [] });
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch };
}

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
});
