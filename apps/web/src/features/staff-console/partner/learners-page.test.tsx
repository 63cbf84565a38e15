import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerLearner } from '@portal/domain/staff/partner-learners';
import type { StaffRole } from '@portal/domain/staff/staff-roles';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const learner = (id: string, overrides: Partial<PartnerLearner> = {}): PartnerLearner => ({
  id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  tenantId: 'fhsu',
  program: { code: 'FHSU-BGS', name: 'Bachelor of General Studies' },
  status: 'enabled',
  joinedAt: '2026-11-02T09:30:00.000Z',
  progress: { completedItems: 5, requiredItems: 9 },
  enrolments: [
    {
      courseEnrollmentId: 1,
      courseName: 'Statistics',
      courseCode: 'STAT101',
      status: 'COMPLETED',
      completed: true,
      completedItems: 4,
      requiredItems: 4,
      gradePercent: 92,
    },
  ],
  ...overrides,
});

/** The staff API as the server answers a partner school's member with these roles. */
function fakePartnerApi(
  roles: StaffRole[],
  answer: (query: URLSearchParams) => Response = () =>
    json(200, {
      learners: [
        learner('l1'),
        learner('l2', {
          firstName: 'Bob',
          lastName: 'Babbage',
          email: 'bob@example.test',
          status: 'none',
          enrolments: [],
          progress: { completedItems: 0, requiredItems: 0 },
        }),
      ],
      page: 1,
      pageSize: 25,
      hasMore: true,
    }),
) {
  const sent: { path: string; query: string }[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    sent.push({ path: url.pathname, query: url.searchParams.toString() });
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'partner@staff.demo.test',
        name: 'Parker Partner',
        roles,
        scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      });
    }
    if (url.pathname === '/staff-api/partner/programs') {
      return json(200, { programs: [{ code: 'FHSU-BGS', name: 'Bachelor of General Studies' }] });
    }
    if (url.pathname === '/staff-api/partner/learners') return answer(url.searchParams);
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const SEARCH_HEADING = 'Find a student';

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('LearnersPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('is an area of the console for partner staff only, listing learners with progress and grades', async () => {
    signIn();
    const api = fakePartnerApi(['partner_staff']);
    const { user, location } = renderStaffRoute(api.fetch, '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryByRole('link', { name: 'Students' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Transcripts received' })).toBeTruthy();
    // The home offers their learners, not the student search they may not use.
    expect(await screen.findByRole('heading', { name: 'Your learners' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: SEARCH_HEADING })).toBeNull();
    await user.click(within(nav).getByRole('link', { name: 'Learners' }));
    expect(location()).toBe('/staff/partner/learners');
    const table = await screen.findByRole('table', { name: 'Learners, page 1' });
    expect(screen.getByRole('status').textContent).toBe('2 learners on page 1');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('Ada Lovelace');
    expect(within(first!).getByText('5 of 9 items')).toBeTruthy();
    expect(
      within(first!).getByText('STAT101 Statistics: COMPLETED, 4 of 4 items, grade 92%'),
    ).toBeTruthy();
    expect(within(second!).getByText('Not enrolled')).toBeTruthy();
    expect(within(second!).getByText('No course yet')).toBeTruthy();
    // The name heading says the order the server sorted by.
    expect(
      within(table).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(screen.getByRole('navigation', { name: 'Pages of learners' })).toBeTruthy();
  });

  it('keeps the filters and the order in the address, and sends them to the server', async () => {
    signIn();
    const api = fakePartnerApi(['partner_staff']);
    const { user, location } = renderStaffRoute(api.fetch, '/staff/partner/learners?page=2');
    await screen.findByRole('table');
    const filters = screen.getByRole('search', { name: 'Filter the learners' });
    await user.type(within(filters).getByLabelText('Name or e-mail starts with'), 'ada');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'expired');
    await waitFor(() =>
      expect(within(filters).getByRole('option', { name: /FHSU-BGS/ })).toBeTruthy(),
    );
    await user.selectOptions(within(filters).getByLabelText('Program'), 'FHSU-BGS');
    await user.click(within(filters).getByRole('button', { name: 'Show' }));
    // A new filter starts on the first page.
    expect(location()).toBe('/staff/partner/learners?q=ada&program=FHSU-BGS&status=expired');
    await user.click(await screen.findByRole('button', { name: 'Joined' }));
    expect(location()).toBe(
      '/staff/partner/learners?q=ada&program=FHSU-BGS&status=expired&sort=joined&dir=desc',
    );
    await waitFor(() =>
      expect(api.sent.filter((s) => s.path === '/staff-api/partner/learners').at(-1)?.query).toBe(
        'q=ada&program=FHSU-BGS&status=expired&sort=joined&dir=desc',
      ),
    );
  });

  it('says when no learner matches, and why a refused filter was refused', async () => {
    signIn();
    const empty = fakePartnerApi(['partner_staff'], (query) =>
      query.get('sort') === 'tenant'
        ? json(400, {
            global: [{ code: 'VALIDATION_FAILED', message: 'Bad request' }],
            fields: [
              {
                field: 'sort',
                code: 'validation.sortColumn',
                message: 'This list cannot be sorted by that column',
              },
            ],
          })
        : json(200, { learners: [], page: 1, pageSize: 25, hasMore: false }),
    );
    const { router } = renderStaffRoute(empty.fetch, '/staff/partner/learners?status=pending');
    expect(await screen.findByText('No learner matches these filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await router.navigate('/staff/partner/learners?sort=tenant');
    expect(await screen.findByText(/cannot be sorted by that column/)).toBeTruthy();
  });

  it('offers to try again when the server fails', async () => {
    signIn();
    const api = fakePartnerApi(['partner_staff'], () => json(500, {}));
    renderStaffRoute(api.fetch, '/staff/partner/learners');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
