import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinanceFigures, FinanceReport } from '@portal/domain/ledger/finance-report';
import { trendMonths } from '@portal/domain/ledger/finance-report';
import type { StaffRole, StaffScope } from '@portal/domain/staff/staff-roles';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const figures = (overrides: Partial<FinanceFigures> = {}): FinanceFigures => ({
  enrolments: 0,
  activeStudents: 0,
  collectedCents: 0,
  refundedCents: 0,
  disputedCents: 0,
  recurringRevenueCents: 0,
  churn: { ended: 0, activeAtStart: 0, rate: null },
  debtOutstandingCents: 0,
  recoveredCents: 0,
  ...overrides,
});

const FHSU = figures({
  enrolments: 2,
  activeStudents: 5,
  collectedCents: 3444500,
  refundedCents: 6000,
  disputedCents: 15000,
  recurringRevenueCents: 21945,
  churn: { ended: 1, activeAtStart: 3, rate: 0.3333 },
  debtOutstandingCents: 5000,
  recoveredCents: 7500,
});
const UIW = figures({ enrolments: 1, activeStudents: 1, collectedCents: 7000 });
const TENANTS = [
  { id: 'fhsu', name: 'Fort Hays State' },
  { id: 'uiw', name: 'University of the Incarnate Word' },
];

/** The report as the server answers it: fhsu and uiw have March 2025, nothing else has anything. */
function answer(month: string, tenant: string | null): FinanceReport {
  const of = (id: string) => (month === '2025-03' ? (id === 'fhsu' ? FHSU : UIW) : figures());
  const shown = month !== '2025-03' ? [] : tenant ? [tenant] : ['fhsu', 'uiw'];
  const total =
    month !== '2025-03'
      ? figures()
      : tenant
        ? of(tenant)
        : figures({ ...FHSU, enrolments: 3, activeStudents: 6, collectedCents: 3451500 });
  return {
    month,
    tenant,
    tenants: TENANTS,
    figures: total,
    // The ledger's history began in March 2025: the months before it are estimates.
    exact: month >= '2025-03',
    trend: trendMonths(month).map((m) => ({
      month: m,
      figures: m === month ? total : figures(),
      exact: m >= '2025-03',
    })),
    byTenant: shown.map((tenantId) => ({ tenantId, figures: of(tenantId) })),
  };
}

function fakeReportsApi(roles: StaffRole[], scope: StaffScope = { kind: 'all_tenants' }) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/staff-api/me') {
      return json(200, { id: 's', email: 'admin@staff.test', name: 'Ada Admin', roles, scope });
    }
    if (url.pathname === '/staff-api/finance/reports') {
      asked.push(url.searchParams.toString());
      const tenant = url.searchParams.get('tenant');
      if (tenant === 'broken') return json(500, { global: [{ code: 'INTERNAL_SERVER_ERROR' }] });
      return json(200, answer(url.searchParams.get('month')!, tenant));
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

/** Catches the file the page hands the browser. */
function catchDownloads() {
  const files: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (files.push(blob), 'blob:x'),
      revokeObjectURL: () => {},
    }),
  );
  return files;
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('FinanceReportsPage', () => {
  afterEach(() => {
    staffSession.set(null);
    vi.unstubAllGlobals();
  });

  it('is a console area for finance, showing this month over all tenants by default', async () => {
    signIn();
    const api = fakeReportsApi(['finance']);
    const { user, location } = renderStaffRoute(api.fetch, '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    await user.click(within(nav).getByRole('link', { name: 'Finance reports' }));
    expect(location()).toBe('/staff/finance/reports');
    await screen.findByRole('heading', { name: 'Finance reports' });
    await waitFor(() => expect(api.asked).toHaveLength(1));
    expect(api.asked[0]).toBe(`month=${new Date().toISOString().slice(0, 7)}`);
  });

  it('shows the month, each tenant and the twelve months as tables, each exported as CSV', async () => {
    signIn();
    const files = catchDownloads();
    const api = fakeReportsApi(['provider_admin']);
    const { user } = renderStaffRoute(api.fetch, '/staff/finance/reports?month=2025-03');
    const month = await screen.findByRole('table', { name: '2025-03, All tenants' });
    const rows = rowTexts(month);
    expect(rows[0]).toEqual(['Figure', 'Value']);
    expect(rows).toContainEqual(['Money collected', '$34,515.00']);
    expect(rows).toContainEqual(['Churn', '33.33%']);
    expect(rows).toContainEqual(['Monthly recurring revenue (at the month’s end)', '$219.45']);

    const byTenant = screen.getByRole('table', { name: '2025-03 by site' });
    expect(rowTexts(byTenant).map((row) => row[0])).toEqual([
      'Site',
      'Fort Hays State',
      'University of the Incarnate Word',
    ]);
    const trend = screen.getByRole('table', { name: 'The last 12 months, All tenants' });
    expect(within(trend).getAllByRole('row')).toHaveLength(13);
    expect(screen.queryByText(/for 2025-03 are estimates/)).toBeNull();
    expect(
      screen.getByText(
        /^Estimated months \(before the ledger kept a history.*\): 2024-04, .*2025-02\./,
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download CSV: 2025-03 by site' }));
    expect(files).toHaveLength(1);
    expect(await files[0]!.text()).toBe(
      [
        'tenant,enrolments,active_students,collected_usd,refunded_usd,disputed_usd,' +
          'monthly_recurring_revenue_usd,memberships_active_at_start,memberships_ended,' +
          'churn_percent,debt_outstanding_usd,recovered_usd',
        'fhsu,2,5,34445.00,60.00,150.00,219.45,3,1,33.33,50.00,75.00',
        'uiw,1,1,70.00,0.00,0.00,0.00,0,0,,0.00,0.00',
        '',
      ].join('\r\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV: 2025-03, All tenants' }));
    expect(await files[1]!.text()).toContain('\r\ncollected_usd,34515.00\r\n');
    await user.click(
      screen.getByRole('button', { name: 'Download CSV: The last 12 months, All tenants' }),
    );
    const trendLines = (await files[2]!.text()).trim().split('\r\n');
    expect(trendLines).toHaveLength(13);
    expect(trendLines[1]!.startsWith('2024-04,0,0,0.00,')).toBe(true);

    // Each chart says in words what it shows; the same numbers are in the trend's table.
    expect(
      await screen.findByText(/From 2024-04 to 2025-03: \$34,515.00 collected, \$60.00 refunded/),
    ).toBeTruthy();
  });

  it('keeps the month and the tenant in the address, so back returns to the last report', async () => {
    signIn();
    const api = fakeReportsApi(['provider_admin']);
    const { user, location, router } = renderStaffRoute(
      api.fetch,
      '/staff/finance/reports?month=2025-03',
    );
    await screen.findByRole('table', { name: '2025-03, All tenants' });
    await user.selectOptions(screen.getByLabelText('Site'), 'fhsu');
    expect(location()).toBe('/staff/finance/reports?month=2025-03&tenant=fhsu');
    await screen.findByRole('table', { name: '2025-03, Fort Hays State' });
    expect(screen.queryByRole('table', { name: '2025-03 by site' })).toBeNull();

    // The browser's month picker sets the whole value at once.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2024-01' } });
    expect(location()).toBe('/staff/finance/reports?month=2024-01&tenant=fhsu');
    expect(await screen.findByText('Nothing in the ledger for these twelve months.')).toBeTruthy();
    expect(screen.getByText(/for 2024-01 are estimates/)).toBeTruthy();

    await router.navigate(-1);
    await screen.findByRole('table', { name: '2025-03, Fort Hays State' });
    expect(location()).toBe('/staff/finance/reports?month=2025-03&tenant=fhsu');
  });

  it('says a month that does not exist is wrong without asking, and offers a retry on failure', async () => {
    signIn();
    const api = fakeReportsApi(['finance']);
    renderStaffRoute(api.fetch, '/staff/finance/reports?month=2026-13');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This month does not exist. Choose a month from the picker.',
    );
    expect(api.asked).toEqual([]);
  });

  it('offers to try again when the server fails', async () => {
    signIn();
    const api = fakeReportsApi(['finance']);
    renderStaffRoute(api.fetch, '/staff/finance/reports?month=2025-03&tenant=broken');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
