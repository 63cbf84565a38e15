import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions/permission';
import { indexedPagePaths, type SiteCatalog } from './indexed-pages';

const catalog: SiteCatalog = {
  categories: [
    {
      id: 1,
      slug: 'business',
      description: 'Business courses.',
      subcategories: [
        { id: 11, description: 'Accounting.' },
        { id: 12, description: '' },
      ],
    },
    { id: 2, slug: 'blank', description: ' ', subcategories: [] },
  ],
  courses: [
    { id: 101, categoryId: 1, description: 'Intro.' },
    { id: 102, categoryId: 11, description: 'Ledgers.' },
    { id: 103, categoryId: 1, description: '' },
    { id: 104, categoryId: null, description: 'Nowhere.' },
  ],
  programs: [
    { name: 'Bachelor of Árts', description: 'A degree.' },
    { name: 'Bachelor of Arts', description: 'The same page.' },
    { name: 'Certificate', description: '' },
  ],
};

const config = {
  pages: { home: 'home' as const, disabled: [] as string[] },
  pathways: ['nursing'],
  enrollmentType: 'paid-preselected' as const,
  permissions: [...PERMISSIONS],
};

type SiteConfig = Parameters<typeof indexedPagePaths>[0]['config'];

const paths = (overrides: Partial<SiteConfig> = {}, hasContent = () => true) =>
  indexedPagePaths({ config: { ...config, ...overrides }, catalog, hasContent });

describe('indexedPagePaths (docs/page-serving.md "Sitemap and robots.txt")', () => {
  it.each([
    ['/', true],
    ['/online-college-courses', true],
    ['/online-college-courses/business', true],
    // A page without a description is noindex.
    ['/online-college-courses/blank', false],
    ['/online-college-courses/business/subcategory/11', true],
    ['/online-college-courses/business/subcategory/12', false],
    ['/online-college-courses/business/101', true],
    // A subcategory's course is addressed under its top category.
    ['/online-college-courses/business/102', true],
    ['/online-college-courses/business/103', false],
    ['/program/bachelor-of-arts', true],
    ['/program/certificate', false],
    ['/about', true],
    ['/schools', true],
    ['/pathways', true],
    ['/pathways/nursing', true],
    // Another tenant's pathway is not found here.
    ['/pathways/first-year', false],
    ['/help-center', true],
    ['/help-center/tutoring', true],
    // Open to signed-in students only.
    ['/help-center/support-request', false],
  ])('%s listed: %s', (path, listed) => {
    expect(paths().includes(path)).toBe(listed);
  });

  it('lists each page once, a course without a category not at all', () => {
    const all = paths();
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((path) => path.endsWith('/104'))).toEqual([]);
  });

  it('leaves out a disabled page and a page without its content file', () => {
    expect(paths({ pages: { home: 'home', disabled: ['/about'] } })).not.toContain('/about');
    expect(paths({}, () => false)).not.toContain('/faq');
  });

  it('leaves out a page the route map puts behind sign-in', () => {
    const routeMap = { CAN_VIEW_FRONT_STORE: ['/'], CAN_ACCESS_DASHBOARD: ['/faq'] };
    expect(paths({ routeMap })).not.toContain('/faq');
  });

  it('lists only what a coming-soon site keeps open: home and the accessibility statement', () => {
    expect(paths({ pages: { home: 'coming-soon', disabled: [] } })).toEqual([
      '/',
      '/help-center/policies/accessibility',
    ]);
  });
});
