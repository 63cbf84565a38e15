import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '@portal/domain/staff/audit-log';
import type { StaffRole } from '@portal/domain/staff/staff-roles';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const STUDENT_ID = '11111111-1111-4111-8111-111111111111';

/** Entry n, newest first: 60 of them, so a page of 50 and an older one of 10. */
const ENTRIES: AuditEntryView[] = Array.from({ length: 60 }, (_, i) => ({
  seq: 60 - i,
  at: '2026-11-27T14:05:00.000Z',
  actorStaffId: 'staff-2',
  actorEmail: 'support@staff.demo.test',
  address: '10.0.0.7',
  action: i === 0 ? 'staff.second_factor_reset' : 'student.viewed',
  subjectKind: i === 0 ? 'staff' : 'student',
  subjectId: i === 0 ? 'staff-3' : STUDENT_ID,
  tenantId: i === 0 ? null : 'fhsu',
  before: i === 0 ? { factor: 'enrolled', recoveryCodesLeft: 7 } : null,
  after: i === 0 ? { factor: 'none', recoveryCodesLeft: 0 } : null,
  reason: i === 0 ? 'Lost phone' : `Ticket ${60 - i}`,
}));

interface Sent {
  path: string;
  query: string;
  authorization: string | undefined;
}

/** The staff API's audit calls as the server answers them, for a member with these roles. */
function fakeAuditApi(
  roles: StaffRole[],
  answers: {
    search?: (query: URLSearchParams) => Response;
    verification?: () => Response;
    csv?: () => Response;
  } = {},
) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init.headers ?? {}) as Record<string, string>;
    sent.push({
      path: url.pathname,
      query: url.searchParams.toString(),
      authorization: headers.Authorization,
    });
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'tenant-admin@staff.demo.test',
        name: 'Tess Admin',
        roles,
        scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      });
    }
    if (url.pathname === '/staff-api/audit') {
      if (answers.search) return answers.search(url.searchParams);
      if (url.searchParams.get('dir') === 'asc') {
        const after = Number(url.searchParams.get('after') ?? 0);
        const newer = [...ENTRIES].reverse().filter((e) => e.seq > after);
        const page = newer.slice(0, 50);
        const nextAfter = newer.length > 50 ? page.at(-1)!.seq : null;
        return json(200, { entries: page, nextBefore: null, nextAfter });
      }
      const before = Number(url.searchParams.get('before') ?? Infinity);
      const older = ENTRIES.filter((e) => e.seq < before);
      const page = older.slice(0, 50);
      const nextBefore = older.length > 50 ? page.at(-1)!.seq : null;
      return json(200, { entries: page, nextBefore, nextAfter: null });
    }
    if (url.pathname === '/staff-api/audit/verification') {
      return answers.verification?.() ?? json(200, { intact: true, entries: 60 });
    }
    if (url.pathname === '/staff-api/audit.csv') {
      return (
        answers.csv?.() ??
        new Response('seq,at\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } })
      );
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('AuditLogPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('is linked from the staff home for a member who may read the log', async () => {
    signIn();
    const api = fakeAuditApi(['tenant_admin']);
    const { user, location } = renderStaffRoute(api.fetch, '/staff');
    await user.click(await screen.findByRole('link', { name: 'Read the audit log' }));
    expect(location()).toBe('/staff/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
  });

  it('has no link for a member who may not', async () => {
    signIn();
    renderStaffRoute(fakeAuditApi(['support_agent']).fetch, '/staff');
    expect(await screen.findByRole('heading', { name: 'Signed in as Tess Admin' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Read the audit log' })).toBeNull();
  });

  it('shows the entries, filters and pages through the address', async () => {
    signIn();
    const api = fakeAuditApi(['tenant_admin']);
    const { user, router, location } = renderStaffRoute(api.fetch, '/staff/audit');

    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('50 entries on this page');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'From where', 'Action', 'Subject', 'Reason', 'Change']);
    const [, reset, viewed] = within(table).getAllByRole('row');
    expect(within(reset!).getByText('Lost phone')).toBeTruthy();
    expect(within(reset!).getByText('11/27/2026 14:05 UTC')).toBeTruthy();
    await user.click(within(reset!).getByText('Before and after'));
    expect(within(reset!).getByText(/"recoveryCodesLeft": 7/)).toBeTruthy();
    expect(
      within(viewed!)
        .getByRole('link', { name: `Student ${STUDENT_ID}` })
        .getAttribute('href'),
    ).toBe(`/staff/students/${STUDENT_ID}`);
    // No chain check for a tenant admin.
    expect(screen.queryByRole('heading', { name: 'Chain check' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Older entries' }));
    expect(
      await screen.findByRole('table', { name: 'Audit log entries older than entry 11' }),
    ).toBeTruthy();
    expect(location()).toBe('/staff/audit?before=11');
    expect(screen.queryByRole('link', { name: 'Older entries' })).toBeNull();

    await user.type(screen.getByLabelText('Action'), 'student.viewed');
    await user.type(screen.getByLabelText('Text in the reason'), 'ticket');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(location()).toBe('/staff/audit?action=student.viewed&q=ticket'));
    await waitFor(() =>
      expect(api.sent.at(-1)).toEqual({
        path: '/staff-api/audit',
        query: 'action=student.viewed&q=ticket',
        authorization: 'Bearer staff-token',
      }),
    );

    // Back shows the page before, its form emptied, from the address alone.
    await router.navigate(-1);
    expect(
      await screen.findByRole('table', { name: 'Audit log entries older than entry 11' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Action') as HTMLInputElement).value).toBe(''),
    );
  });

  it('turns the entries round from the When heading, paging newer from the oldest', async () => {
    signIn();
    const api = fakeAuditApi(['tenant_admin']);
    const { user, router, location } = renderStaffRoute(api.fetch, '/staff/audit?before=11');
    await screen.findByRole('table', { name: 'Audit log entries older than entry 11' });
    const when = () => screen.getByRole('columnheader', { name: 'When' });
    expect(when().getAttribute('aria-sort')).toBe('descending');

    await user.click(within(when()).getByRole('button', { name: 'When' }));
    // A new order starts at its first page: the cursor goes.
    await screen.findByRole('table', { name: 'Audit log entries, oldest first' });
    expect(location()).toBe('/staff/audit?sort=at&dir=asc');
    expect(when().getAttribute('aria-sort')).toBe('ascending');
    expect(api.sent.at(-1)?.query).toBe('sort=at&dir=asc');

    await user.click(screen.getByRole('link', { name: 'Newer entries' }));
    await screen.findByRole('table', { name: 'Audit log entries newer than entry 50' });
    expect(location()).toBe('/staff/audit?sort=at&dir=asc&after=50');
    expect(screen.getByRole('link', { name: 'Oldest entries' }).getAttribute('href')).toBe(
      '/staff/audit?sort=at&dir=asc',
    );

    // Back and back again: the newest-first page with its cursor, from the address alone.
    await router.navigate(-2);
    await screen.findByRole('table', { name: 'Audit log entries older than entry 11' });
    expect(when().getAttribute('aria-sort')).toBe('descending');
  });

  it("shows the server's refusal of a filter on its field, and an empty page as such", async () => {
    signIn();
    const api = fakeAuditApi(['tenant_admin'], {
      search: (query) =>
        query.get('action') === 'Bad'
          ? json(400, {
              fields: [
                { field: 'action', code: 'validation.invalid', message: 'This value is not valid' },
              ],
            })
          : json(200, { entries: [], nextBefore: null, nextAfter: null }),
    });
    renderStaffRoute(api.fetch, '/staff/audit?action=Bad');
    const field = await screen.findByLabelText('Action');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This value is not valid')).toBeTruthy();
  });

  it('says so when nothing matches, and offers to try again after a failure', async () => {
    signIn();
    let fail = true;
    const api = fakeAuditApi(['tenant_admin'], {
      search: () =>
        fail
          ? json(500, { global: [{ code: 'INTERNAL_SERVER_ERROR', message: 'Failed' }] })
          : json(200, { entries: [], nextBefore: null, nextAfter: null }),
    });
    const { user } = renderStaffRoute(api.fetch, '/staff/audit?tenant=uiw');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByText('No entry matches these filters')).toBeTruthy());
  });

  it('downloads the CSV for the filters on screen with the staff token', async () => {
    signIn();
    const api = fakeAuditApi(['tenant_admin']);
    const { user } = renderStaffRoute(api.fetch, '/staff/audit?actor=support%40staff.demo.test');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(api.sent.at(-1)).toEqual({
        path: '/staff-api/audit.csv',
        query: 'actor=support%40staff.demo.test',
        authorization: 'Bearer staff-token',
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a download was refused', async () => {
    signIn();
    const api = fakeAuditApi(['tenant_admin'], {
      csv: () =>
        json(403, { global: [{ code: 'PERMISSION_DENIED', message: 'Permission denied' }] }),
    });
    const { user } = renderStaffRoute(api.fetch, '/staff/audit');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });

  it('shows the provider admin whether the chain is intact, and where it broke', async () => {
    signIn();
    renderStaffRoute(fakeAuditApi(['provider_admin']).fetch, '/staff/audit');
    expect(await screen.findByText('The chain is intact (60 entries).')).toBeTruthy();
  });

  it('names the first broken entry', async () => {
    signIn();
    const api = fakeAuditApi(['provider_admin'], {
      verification: () => json(200, { intact: false, brokenAt: 42 }),
    });
    renderStaffRoute(api.fetch, '/staff/audit');
    expect(
      await screen.findByText(
        'The chain is broken: entry 42 was edited, or the entry before it removed.',
      ),
    ).toBeTruthy();
  });
});
