import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogCategoryView, EntryVersion } from '@portal/domain/catalog/catalog-editing';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const created: EntryVersion = {
  version: 1,
  publishedAt: '2026-11-01T09:00:00.000Z',
  publishedBy: null,
  reason: 'The catalog shipped with the portal',
  source: 'seed',
  undoes: null,
  created: true,
  fields: [],
};

const renamed: EntryVersion = {
  version: 4,
  publishedAt: '2026-11-20T15:30:00.000Z',
  publishedBy: 'catalog@staff.demo.test',
  reason: 'Shorter name',
  source: 'editor',
  undoes: null,
  created: false,
  fields: [{ field: 'name', before: 'Business and Management', after: 'Business' }],
};

const view: CatalogCategoryView = {
  entry: {
    id: 3,
    name: 'Business',
    slug: 'business',
    description: 'Accounting, management and marketing.',
  },
  drafts: [
    {
      id: 'ffffffff-4444-4444-8444-444444444444',
      status: 'draft',
      source: 'editor',
      createdBy: 'catalog@staff.demo.test',
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      publishAt: null,
      entries: [{ kind: 'category', id: 3, label: 'Business' }],
    },
  ],
  history: [renamed, created],
};

/** The category as the server answers it; undoing its latest version publishes version 5. */
function fakeApi() {
  const sent: { method: string; path: string; body?: unknown }[] = [];
  let current = view;
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method: init.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'catalog@staff.demo.test',
        name: 'Casey Catalog',
        roles: ['catalog_editor'],
        scope: { kind: 'all_tenants' },
      });
    }
    if (url.pathname === '/staff-api/catalog/categories/3') return json(200, current);
    if (url.pathname === '/staff-api/catalog/categories/3/undo') {
      current = {
        ...view,
        entry: { ...view.entry, name: 'Business and Management' },
        history: [
          {
            ...renamed,
            version: 5,
            reason: (body as { reason: string }).reason,
            source: 'undo',
            undoes: 4,
            fields: [{ field: 'name', before: 'Business', after: 'Business and Management' }],
          },
          renamed,
          created,
        ],
      };
      return json(200, current);
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('a category’s page', () => {
  afterEach(() => staffSession.set(null));

  it('shows its facts, open drafts and versions, and undoes the latest with a reason', async () => {
    signIn();
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/categories/3');
    await screen.findByRole('heading', { level: 1, name: 'Business' });
    expect(screen.getByRole('link', { name: 'Edit the category' }).getAttribute('href')).toBe(
      '/staff/catalog/categories/3/edit',
    );
    const drafts = screen.getByRole('region', { name: 'Open drafts' });
    expect(within(drafts).getByRole('link').getAttribute('href')).toBe(
      '/staff/catalog/drafts/ffffffff-4444-4444-8444-444444444444',
    );
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(
      within(versions)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      expect.stringMatching(/^Version 4, .+, by catalog@staff\.demo\.test$/),
      expect.stringMatching(/^Version 1, .+, by the portal’s own data$/),
    ]);
    expect(within(versions).getByText('Created the category.')).toBeTruthy();
    // Only the latest can be undone, and the first (which created it) has nothing before it.
    expect(within(versions).getAllByRole('button', { name: /^Undo version/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Undo version 4' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo version 4' });
    expect(
      within(dialog).getByText(
        'The category goes back to what it was before version 4, published as a new version. The history keeps both.',
      ),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Keep the longer name');
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));

    await screen.findByText('Version 4 was undone by a new version.');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business and Management' }),
    ).toBeTruthy();
    expect(screen.getByText('Undid version 4. Reason: Keep the longer name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo version 5' })).toBeTruthy();
    expect(api.sent.filter((s) => s.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/staff-api/catalog/categories/3/undo',
        body: { version: 4, reason: 'Keep the longer name' },
      },
    ]);
  });
});
