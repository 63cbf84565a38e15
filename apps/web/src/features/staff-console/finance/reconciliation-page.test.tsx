import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  ReconciliationDayView,
  ReconciliationItemView,
} from '@portal/domain/ledger/reconciliation';
import type { StaffRole } from '@portal/domain/staff/staff-roles';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const ITEM = 'aaaaaaaa-1111-4111-8111-111111111111';

const item: ReconciliationItemView = {
  id: ITEM,
  kind: 'AMOUNT_DIFFERS',
  transactionId: 'SBXAB12CD34E',
  tenantId: 'default',
  file: { type: 'charge', amountCents: 6845, currency: 'USD', feeCents: null },
  fileText: null,
  ledger: { type: 'charge', amountCents: 6945 },
  resolution: null,
};

const days = (): ReconciliationDayView[] => [
  {
    id: 'dddddddd-1111-4111-8111-111111111111',
    gateway: 'card',
    day: '2026-11-27',
    lines: 3,
    toReview: 1,
    items: [item],
  },
  {
    id: 'eeeeeeee-1111-4111-8111-111111111111',
    gateway: 'card',
    day: '2026-11-26',
    lines: 2,
    toReview: 0,
    items: [],
  },
];

/** The staff API's reconciliation calls as the server answers them. */
function fakeApi(roles: StaffRole[], queue: () => Response = () => json(200, { days: days() })) {
  const sent: { path: string; body?: unknown }[] = [];
  let answered: ReconciliationDayView[] | null = null;
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path: url.pathname, body });
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'finance@staff.demo.test',
        name: 'Frankie Finance',
        roles,
        scope: { kind: 'all_tenants' },
      });
    }
    if (url.pathname === '/staff-api/finance/reconciliation') {
      return answered ? json(200, { days: answered }) : queue();
    }
    if (url.pathname === `/staff-api/finance/reconciliation/items/${ITEM}/resolve`) {
      const resolved = {
        ...item,
        resolution: {
          reason: (body as { reason: string }).reason,
          by: 'finance@staff.demo.test',
          at: '2026-11-28T08:00:00.000Z',
        },
      };
      answered = days();
      answered[0] = { ...answered[0]!, toReview: 0, items: [resolved] };
      return json(200, resolved);
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('ReconciliationPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('is an area for finance: days with their status, and both sides of each item', async () => {
    signIn();
    const { user, location } = renderStaffRoute(fakeApi(['finance']).fetch, '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    await user.click(within(nav).getByRole('link', { name: 'Reconciliation' }));
    expect(location()).toBe('/staff/finance/reconciliation');
    expect(
      await screen.findByRole('heading', { name: 'Cards, 2026-11-27: 1 to review' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cards, 2026-11-26: matched' })).toBeTruthy();
    const table = screen.getByRole('table', {
      name: 'What did not match in the Cards file of 2026-11-27',
    });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Different amount')).toBeTruthy();
    expect(within(row!).getByText('Charge of $68.45')).toBeTruthy();
    expect(within(row!).getByText('Charge of $69.45')).toBeTruthy();
  });

  it('resolves an item with a required reason', async () => {
    signIn();
    const api = fakeApi(['finance']);
    const { user } = renderStaffRoute(api.fetch, '/staff/finance/reconciliation');
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Resolve…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resolve…' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.some((s) => s.path.endsWith('/resolve'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Fee taken at source.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.find((s) => s.path.endsWith('/resolve'))?.body).toEqual({
      reason: 'Fee taken at source.',
    });
    expect(
      await screen.findByText(
        'Resolved by finance@staff.demo.test on 11/28/2026 08:00 UTC: Fee taken at source.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cards, 2026-11-27: matched' })).toBeTruthy();
  });

  it('says when there is nothing to reconcile yet', async () => {
    signIn();
    renderStaffRoute(
      fakeApi(['finance'], () => json(200, { days: [] })).fetch,
      '/staff/finance/reconciliation',
    );
    expect(await screen.findByText('Nothing to reconcile yet.')).toBeTruthy();
  });

  it('offers to try again when the queue cannot be read', async () => {
    signIn();
    renderStaffRoute(
      fakeApi(['finance'], () => json(500, { global: [] })).fetch,
      '/staff/finance/reconciliation',
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not an area for support', async () => {
    signIn();
    renderStaffRoute(fakeApi(['support_agent']).fetch, '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryByRole('link', { name: 'Reconciliation' })).toBeNull();
  });
});
