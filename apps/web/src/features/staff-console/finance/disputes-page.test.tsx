import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DisputeView } from '@portal/domain/ledger/dispute';
import type { StaffRole } from '@portal/domain/staff/staff-roles';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const dispute = (id: string, overrides: Partial<DisputeView> = {}): DisputeView => ({
  id,
  tenantId: 'fhsu',
  student: { id: `student-${id}`, name: `Student ${id.slice(0, 1)}`, email: 'a@example.test' },
  orderId: '22222222-2222-4222-8222-222222222222',
  gateway: 'card',
  amountCents: 6945,
  reason: 'fraudulent',
  status: 'NEEDS_RESPONSE',
  respondBy: '2026-12-01T12:00:00.000Z',
  accessSuspended: false,
  evidence: null,
  openedAt: '2026-11-24T12:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const FIRST = 'aaaaaaaa-1111-4111-8111-111111111111';
const SECOND = 'bbbbbbbb-1111-4111-8111-111111111111';

/** The staff API's dispute calls as the server answers them, for a member with these roles. */
function fakeDisputesApi(roles: StaffRole[], answer?: (body: unknown) => Response) {
  const disputes = [dispute(FIRST), dispute(SECOND, { respondBy: '2026-12-05T09:30:00.000Z' })];
  const sent: { path: string; query: string; body?: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path: url.pathname, query: url.searchParams.toString(), body });
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'finance@staff.demo.test',
        name: 'Frankie Finance',
        roles,
        scope: { kind: 'all_tenants' },
      });
    }
    if (url.pathname === '/staff-api/finance/disputes') {
      return json(200, { disputes, page: 1, pageSize: 25, hasMore: false });
    }
    const responding = url.pathname.match(/^\/staff-api\/finance\/disputes\/(.+)\/response$/);
    if (responding) {
      if (answer) return answer(body);
      const index = disputes.findIndex((d) => d.id === responding[1]);
      disputes[index] = dispute(responding[1]!, {
        status: 'UNDER_REVIEW',
        evidence: {
          text: (body as { evidence: { text: string } }).evidence.text,
          fileReference: null,
          submittedAt: '2026-11-28T08:00:00.000Z',
          submittedBy: 'finance@staff.demo.test',
          delivery: 'WAITING',
          deliveredAt: null,
          lastFailure: null,
        },
      });
      return json(200, disputes[index]);
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('DisputesPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('is an area of the console for finance, and lists the disputes with their deadlines', async () => {
    signIn();
    const api = fakeDisputesApi(['finance']);
    const { user, location } = renderStaffRoute(api.fetch, '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    await user.click(within(nav).getByRole('link', { name: 'Disputes' }));
    expect(location()).toBe('/staff/finance/disputes');
    const table = await screen.findByRole('table', {
      name: 'Disputes, the earliest deadline first',
    });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('12/01/2026 12:00 UTC')).toBeTruthy();
    expect(within(first!).getByText('$69.45')).toBeTruthy();
    expect(within(second!).getByText('12/05/2026 09:30 UTC')).toBeTruthy();
    expect(api.sent.find((s) => s.path === '/staff-api/finance/disputes')?.query).toBe('');
  });

  it('submits evidence in a dialog, and shows who sent it', async () => {
    signIn();
    const api = fakeDisputesApi(['finance']);
    const { user } = renderStaffRoute(api.fetch, '/staff/finance/disputes');
    const table = await screen.findByRole('table');
    const [, first] = within(table).getAllByRole('row');
    await user.click(within(first!).getByRole('button', { name: 'Submit evidence…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit evidence…' });
    await user.click(within(dialog).getByRole('button', { name: 'Send evidence' }));
    // The text is required, in the catalogue's words, before anything is sent.
    expect(within(dialog).getByLabelText('Evidence').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(dialog).getByLabelText('Evidence'), 'She studied for six weeks.');
    await user.click(within(dialog).getByRole('button', { name: 'Send evidence' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.find((s) => s.path.endsWith('/response'))?.body).toEqual({
      evidence: { text: 'She studied for six weeks.' },
    });
    expect(
      await screen.findByText('Submitted by finance@staff.demo.test on 11/28/2026 08:00 UTC'),
    ).toBeTruthy();
    expect(screen.getByText('Waiting to send to the gateway')).toBeTruthy();
  });

  it('says in words where each answer stands on its way to the gateway', async () => {
    signIn();
    const evidence = (delivery: Partial<NonNullable<DisputeView['evidence']>>) => ({
      text: 'She studied for six weeks.',
      fileReference: null,
      submittedAt: '2026-11-28T08:00:00.000Z',
      submittedBy: 'finance@staff.demo.test',
      delivery: 'WAITING' as const,
      deliveredAt: null,
      lastFailure: null,
      ...delivery,
    });
    const answered = [
      dispute(FIRST, {
        status: 'UNDER_REVIEW',
        gateway: 'paypal',
        evidence: evidence({ delivery: 'SENT', deliveredAt: '2026-11-28T08:01:00.000Z' }),
      }),
      dispute(SECOND, {
        status: 'UNDER_REVIEW',
        evidence: evidence({ lastFailure: 'PayPal refused the request (503 no issue)' }),
      }),
      dispute('cccccccc-1111-4111-8111-111111111111', {
        status: 'UNDER_REVIEW',
        evidence: evidence({ delivery: 'BY_HAND', deliveredAt: '2026-11-28T08:01:00.000Z' }),
      }),
      dispute('dddddddd-1111-4111-8111-111111111111', {
        status: 'LOST',
        evidence: evidence({
          delivery: 'REFUSED',
          deliveredAt: '2026-11-28T08:02:00.000Z',
          lastFailure: 'NOT_ELIGIBLE',
        }),
      }),
      dispute('eeeeeeee-1111-4111-8111-111111111111', {
        status: 'UNDER_REVIEW',
        evidence: evidence({
          delivery: 'GAVE_UP',
          deliveredAt: '2026-11-28T15:00:00.000Z',
          lastFailure: 'the card gateway is unavailable',
        }),
      }),
    ];
    const fetch = (async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/staff-api/me') {
        return json(200, {
          id: 'staff-1',
          email: 'finance@staff.demo.test',
          name: 'Frankie Finance',
          roles: ['finance'],
          scope: { kind: 'all_tenants' },
        });
      }
      return json(200, { disputes: answered, page: 1, pageSize: 25, hasMore: false });
    }) as typeof globalThis.fetch;
    renderStaffRoute(fetch, '/staff/finance/disputes?status=all');
    const [, sent, failed, byHand, refused, gaveUp] = within(
      await screen.findByRole('table'),
    ).getAllByRole('row');
    expect(within(sent!).getByText('Sent to the gateway on 11/28/2026 08:01 UTC')).toBeTruthy();
    expect(
      within(failed!).getByText('Sending to the gateway failed; it will be tried again'),
    ).toBeTruthy();
    expect(
      within(byHand!).getByText(
        'To send by hand: upload it in the card processor’s dispute portal',
      ),
    ).toBeTruthy();
    expect(
      within(refused!).getByText(
        'The gateway refused it on 11/28/2026 08:02 UTC (NOT_ELIGIBLE): send it another way, such as the gateway’s dispute portal',
      ),
    ).toBeTruthy();
    expect(
      within(gaveUp!).getByText(
        'Sending to the gateway failed 12 times, the last on 11/28/2026 15:00 UTC (the card gateway is unavailable): send it another way, such as the gateway’s dispute portal',
      ),
    ).toBeTruthy();
  });

  it('says why a late answer is refused', async () => {
    signIn();
    const api = fakeDisputesApi(['finance'], () =>
      json(409, {
        global: [
          {
            code: 'DISPUTE_RESPONSE_LATE',
            message: 'The deadline to respond to this dispute has passed.',
          },
        ],
      }),
    );
    const { user } = renderStaffRoute(api.fetch, '/staff/finance/disputes');
    const [, first] = within(await screen.findByRole('table')).getAllByRole('row');
    await user.click(within(first!).getByRole('button', { name: 'Submit evidence…' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Evidence'), 'Late evidence.');
    await user.click(within(dialog).getByRole('button', { name: 'Send evidence' }));
    expect(
      await within(dialog).findByText('The deadline to respond to this dispute has passed.'),
    ).toBeTruthy();
  });

  it('is not an area for support', async () => {
    signIn();
    renderStaffRoute(fakeDisputesApi(['support_agent']).fetch, '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryByRole('link', { name: 'Disputes' })).toBeNull();
  });
});
