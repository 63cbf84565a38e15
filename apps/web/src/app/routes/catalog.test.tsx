import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { Component, loader } from './catalog';

const categories = [
  {
    id: 1,
    name: 'Business',
    slug: 'business',
    description: 'Accounting, management, marketing and economics.',
    parentId: null,
    courseCount: 16,
    subcategories: [
      {
        id: 11,
        name: 'Accounting and Finance',
        slug: 'accounting-finance',
        description: 'Money.',
        parentId: 1,
        courseCount: 6,
      },
    ],
  },
];

const course = (id: number, code: string, name: string) => ({
  id,
  code,
  name,
  type: 'Course',
  price: 6945,
  credits: 3,
  description: `${name}.`,
  categoryId: 1,
  subcategoryId: 11,
});

const CATALOG = [
  course(1008, 'ACC201', 'Principles of Financial Accounting'),
  course(1009, 'ACC202', 'Principles of Managerial Accounting'),
];

/** The catalog route with its loader, against a fake API whose search filters by code or name. */
function renderCatalog(url: string) {
  const searches: string[] = [];
  const server = createFakeServer({
    routes: {
      'GET /catalog-api/categories': () => json(200, categories),
      'GET /organization-api/institutions/degree-programs': () =>
        json(200, [
          {
            id: 3,
            name: 'Bachelor of General Studies',
            description: 'A flexible degree.',
            schoolId: 2,
            enrollmentCode: 'FHSU-BGS',
            price: 34900,
          },
        ]),
    },
  });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/catalog-api/products') {
      const text = (url.searchParams.get('search') ?? '').toLowerCase();
      searches.push(text);
      return json(
        200,
        CATALOG.filter((c) => `${c.code} ${c.name}`.toLowerCase().includes(text)),
      );
    }
    return server.fetch(input, init);
  }) as typeof globalThis.fetch;
  const services = testServices({ fetch });
  const router = createMemoryRouter(
    [
      {
        path: '/online-college-courses/:categoryName?',
        loader: async (args) => (await loader!(args, services)) ?? null,
        Component,
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders services={services}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, searches, user: userEvent.setup() };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search courses by name or code' });

describe('catalog index', () => {
  it('lists the categories with counts and the degree programs', async () => {
    renderCatalog('/online-college-courses');
    const business = await screen.findByRole('link', { name: 'Business' });
    expect(business.getAttribute('href')).toBe('/online-college-courses/business');
    expect(screen.getByText('16 courses')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Bachelor of General Studies' }).getAttribute('href'),
    ).toBe('/program/bachelor-of-general-studies');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders the results of the URL search, keeping the text in the field', async () => {
    const { searches } = renderCatalog('/online-college-courses?search=managerial');
    const results = await screen.findByRole('region', {
      name: 'Search results for “managerial”',
    });
    expect(searches).toEqual(['managerial']);
    expect(within(results).getByRole('status').textContent).toBe('1 course matches.');
    const link = within(results).getByRole('link', {
      name: 'Principles of Managerial Accounting',
    });
    expect(link.getAttribute('href')).toBe('/online-college-courses/business/1009');
    expect(within(results).getByText('ACC202')).toBeTruthy();
    expect(within(results).getByText('$69.45 per course')).toBeTruthy();
    expect((searchBox() as HTMLInputElement).value).toBe('managerial');
  });

  it('says when no course matches and offers to clear the search', async () => {
    renderCatalog('/online-college-courses?search=zoology');
    expect(await screen.findByText(/No courses match “zoology”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear the search' }).getAttribute('href')).toBe(
      '/online-college-courses',
    );
  });

  it('submitting the search form navigates to ?search= and shows the results', async () => {
    const { router, user } = renderCatalog('/online-college-courses');
    await user.type(await screen.findByRole('searchbox'), 'acc');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('region', { name: 'Search results for “acc”' })).toBeTruthy();
    expect(router.state.location.search).toBe('?search=acc');
    expect(screen.getByText('2 courses match.')).toBeTruthy();
    expect((searchBox() as HTMLInputElement).value).toBe('acc');
  });
});
