import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessCodeBatchDetail } from '@portal/domain/staff/employer-codes';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const BATCH_ID = '7f3c2a10-0000-4000-8000-000000000001';

const batch: AccessCodeBatchDetail = {
  id: BATCH_ID,
  program: { id: 1, code: 'NOC-AAGS', name: 'Associate of Arts in General Studies' },
  count: 2,
  unitPriceCents: 29_900,
  expiresOn: '2026-12-31',
  createdAt: '2026-11-22T12:00:00.000Z',
  createdBy: 'employer@staff.demo.test',
  revokedAt: null,
  counts: { available: 1, redeemed: 1, revoked: 0, expired: 0 },
  codes: [
    {
      code: 'NOC-AAGS-ABCDEFGH23',
      status: 'redeemed',
      redeemedAt: '2026-11-23T09:15:00.000Z',
      redeemedBy: { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      revokedAt: null,
    },
    {
      code: 'NOC-AAGS-JKLMNPQR45',
      status: 'available',
      redeemedAt: null,
      redeemedBy: null,
      revokedAt: null,
    },
  ],
};

/** The staff API as it answers Harborline Health's employer staff. */
function fakeEmployerApi(options: { batches?: () => Response } = {}) {
  const posts: { path: string; body: unknown }[] = [];
  let current = batch;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if (init?.method === 'POST') {
      const body: unknown = JSON.parse(String(init.body));
      posts.push({ path, body });
      if (path === '/staff-api/employer/batches') return json(201, current);
      if (path.endsWith('/revocation')) {
        current = {
          ...current,
          counts: { available: 0, redeemed: 1, revoked: 1, expired: 0 },
          codes: current.codes.map((c) =>
            c.status === 'available'
              ? { ...c, status: 'revoked', revokedAt: '2026-11-24T10:00:00.000Z' }
              : c,
          ),
        };
        return json(200, { ...current.codes[1] });
      }
    }
    if (path === '/staff-api/me') {
      return json(200, {
        id: 'staff-9',
        email: 'employer@staff.demo.test',
        name: 'Emery Employer',
        roles: ['employer_staff'],
        scope: { kind: 'tenants', tenantIds: ['harborline'], employerId: 1002 },
      });
    }
    if (path === '/staff-api/employer') {
      return json(200, {
        employer: { id: 1002, name: 'Harborline Health' },
        tenantId: 'harborline',
        programs: [
          {
            id: 1,
            code: 'NOC-AAGS',
            name: 'Associate of Arts in General Studies',
            priceCents: 29_900,
          },
        ],
      });
    }
    if (path === '/staff-api/employer/batches') {
      return options.batches?.() ?? json(200, { batches: [], page: 1, hasMore: false });
    }
    if (path === '/staff-api/employer/statements') {
      return json(200, { months: [{ month: '2026-11', redeemed: 1, totalCents: 29_900 }] });
    }
    if (path === `/staff-api/employer/batches/${BATCH_ID}`) return json(200, current);
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, posts };
}

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe("an employer's access codes", () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('is an area for employer staff, which generates a batch and opens it', async () => {
    signIn();
    const api = fakeEmployerApi();
    const { user, location } = renderStaffRoute(api.fetch, '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryByRole('link', { name: 'Students' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Sponsored learners' })).toBeTruthy();
    await user.click(within(nav).getByRole('link', { name: 'Access codes' }));
    expect(location()).toBe('/staff/employer/codes');
    expect(await screen.findByText('No batch yet: generate the first above.')).toBeTruthy();
    expect(screen.getByText('2026-11: 1 code redeemed, $299.00')).toBeTruthy();

    const form = screen.getByRole('region', { name: 'Generate a batch' });
    await user.click(within(form).getByRole('button', { name: 'Generate the codes' }));
    // Checked with the server's schema before anything is sent.
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(api.posts).toEqual([]);
    await user.selectOptions(within(form).getByLabelText('Program'), '1');
    await user.type(within(form).getByLabelText('Number of codes'), '2');
    await user.click(within(form).getByRole('button', { name: 'Generate the codes' }));
    await waitFor(() => expect(location()).toBe(`/staff/employer/codes/${BATCH_ID}`));
    expect(api.posts).toEqual([
      { path: '/staff-api/employer/batches', body: { degreeProgramId: 1, count: 2 } },
    ]);
    const codes = await screen.findByRole('table', { name: '2 codes' });
    const [, redeemed, available] = within(codes).getAllByRole('row');
    expect(within(redeemed!).getByText('Redeemed')).toBeTruthy();
    expect(
      within(redeemed!).getByText('11/23/2026 09:15 UTC by Ada Lovelace (ada@example.test)'),
    ).toBeTruthy();
    expect(within(available!).getByText('Available')).toBeTruthy();
  });

  it('withdraws one code, asking the reason in a dialog', async () => {
    signIn();
    const api = fakeEmployerApi();
    const { user } = renderStaffRoute(api.fetch, `/staff/employer/codes/${BATCH_ID}`);
    const codes = await screen.findByRole('table', { name: '2 codes' });
    await user.click(within(codes).getByRole('button', { name: 'Withdraw NOC-AAGS-JKLMNPQR45' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw NOC-AAGS-JKLMNPQR45' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the code' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Handed to the wrong person');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the code' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.posts).toEqual([
      {
        path: '/staff-api/employer/codes/NOC-AAGS-JKLMNPQR45/revocation',
        body: { reason: 'Handed to the wrong person' },
      },
    ]);
    // The batch is read again: the code now reads withdrawn.
    expect(await within(codes).findByText('Withdrawn')).toBeTruthy();
  });

  it('offers to try again when the batches cannot be read', async () => {
    signIn();
    const api = fakeEmployerApi({ batches: () => json(500, {}) });
    renderStaffRoute(api.fetch, '/staff/employer/codes');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
