import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TranscriptQueueItem } from '@portal/domain/staff/registrar-queues';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const item: TranscriptQueueItem = {
  id: 7,
  tenantId: 'fhsu',
  tenantName: 'Fort Hays State University',
  student: { id: 's1', firstName: 'Tess', lastName: 'Transcript', email: 'tess@example.test' },
  waitingSince: '2026-11-27T09:00:00.000Z',
  status: 'SENT',
  recipientName: 'Fort Hays State University',
  courses: [{ courseName: 'Statistics', courseCode: 'STAT101' }],
};

function fakeApi() {
  let waiting = [item];
  const sent: { path: string; query: string; body?: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path: url.pathname, query: url.searchParams.toString(), body });
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'partner@staff.demo.test',
        name: 'Parker Partner',
        roles: ['partner_staff'],
        scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      });
    }
    if (url.pathname === '/staff-api/partner/transcripts') {
      const step = url.searchParams.get('step') ?? 'SENT';
      const items = waiting.filter((i) => i.status === step);
      return json(200, { items, page: 1, pageSize: 25, hasMore: false });
    }
    if (url.pathname === '/staff-api/partner/transcripts/7/move') {
      waiting = [{ ...item, status: 'RECEIVED' }];
      return json(200, { status: 'RECEIVED', decidedAt: '2026-11-28T10:00:00.000Z' });
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

describe('PartnerTranscriptsPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('marks a transcript sent to the school received, and says so', async () => {
    staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/partner/transcripts');
    const table = await screen.findByRole('table');
    // A partner may not open a student's record: the name is not a link.
    expect(within(table).queryByRole('link', { name: 'Tess Transcript' })).toBeNull();
    expect(within(table).getByText('STAT101 Statistics')).toBeTruthy();
    await user.click(
      within(table).getByRole('button', { name: 'Mark Tess Transcript’s transcript received' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.find((s) => s.path.endsWith('/move'))?.body).toMatchObject({ from: 'SENT' });
    expect(
      await screen.findByText(/Tess Transcript’s transcript is now: Received by the school\./),
    ).toBeTruthy();
    expect(await screen.findByText(/No transcript waits here\.|Nothing waits/)).toBeTruthy();
  });
});
