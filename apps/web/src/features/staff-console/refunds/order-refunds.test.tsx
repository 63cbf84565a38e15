import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderRefunds, RefundView } from '@portal/domain/ledger/refund';
import { json } from '@/testing/fake-server';
import { ADA_ID, fakeStaffStudentsApi } from '../students/fake-staff-students-api';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const ATTEMPT = '22222222-2222-4222-8222-222222222222';
const REFUNDS_PATH = `/staff-api/students/${ADA_ID}/orders/order-2/refunds`;

const pending: RefundView = {
  id: '33333333-3333-4333-8333-333333333333',
  orderId: '44444444-4444-4444-8444-444444444444',
  attemptId: ATTEMPT,
  paymentMethod: 'CREDIT_CARD',
  amountCents: 60_000,
  full: false,
  status: 'PENDING_APPROVAL',
  access: { kind: 'kept' },
  reason: 'Withdrew in week one',
  requestedBy: 'other@staff.demo.test',
  decidedBy: null,
  errorCode: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
};

/** The record's fake, plus who the member is and the order's refunds. */
function fakeFinanceApi(roles: string[] = ['finance']) {
  const records = fakeStaffStudentsApi();
  const posted: { path: string; body: unknown; key: string | undefined }[] = [];
  let answer: OrderRefunds = {
    refunds: [pending],
    payments: [{ attemptId: ATTEMPT, capturedCents: 99_000, refundableCents: 39_000 }],
    approvalThresholdCents: 50_000,
  };
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (path === '/staff-api/me') {
      return json(200, {
        id: '55555555-5555-4555-8555-555555555555',
        email: 'finance@staff.demo.test',
        name: 'Fin Ance',
        roles,
        scope: { kind: 'all_tenants' },
      });
    }
    if (path === REFUNDS_PATH) return json(200, answer);
    if (init.method === 'POST') {
      posted.push({ path, body: JSON.parse(String(init.body)), key: headers['Idempotency-Key'] });
      answer = { ...answer, refunds: [{ ...pending, status: 'REFUNDED' }] };
      return json(200, { ...pending, status: 'REFUNDED' });
    }
    return records.fetch(input, init);
  }) as typeof globalThis.fetch;
  return { fetch, posted };
}

describe('OrderRefunds on the student record', () => {
  afterEach(() => staffSession.set(null));
  const signIn = () =>
    staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

  it('refunds a payment from the dialog, the amount prefilled with what is left', async () => {
    const user = userEvent.setup();
    const api = fakeFinanceApi();
    signIn();
    renderStaffRoute(api.fetch, `/staff/students/${ADA_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund this payment' });
    const amount = within(dialog).getByLabelText('Amount') as HTMLInputElement;
    expect(amount.value).toBe('390.00');
    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.type(within(dialog).getByLabelText('Reason'), 'Ticket 7');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.posted[0]).toMatchObject({
      path: `/staff-api/students/${ADA_ID}/orders/order-2/payments/${ATTEMPT}/refunds`,
      body: { amountCents: 2550, access: { kind: 'kept' }, reason: 'Ticket 7' },
    });
    expect(api.posted[0]!.key).toBeTruthy();
  });

  it('says what is wrong before sending, under each field, in the schema’s words', async () => {
    const user = userEvent.setup();
    const api = fakeFinanceApi();
    signIn();
    renderStaffRoute(api.fetch, `/staff/students/${ADA_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('alertdialog');
    const amount = within(dialog).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, 'ten');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    expect(within(dialog).getByText('Enter an amount')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(api.posted).toEqual([]);
  });

  it('offers Approve and Decline on another member’s pending refund', async () => {
    const user = userEvent.setup();
    const api = fakeFinanceApi();
    signIn();
    renderStaffRoute(api.fetch, `/staff/students/${ADA_ID}`);
    const table = await screen.findByRole('table', { name: 'Refunds of order order-2' });
    expect(within(table).getByText('Waiting for approval')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve' });
    expect(dialog.textContent).toContain('Approve the refund of $600.00');
    await user.type(within(dialog).getByLabelText('Reason'), 'Checked with the bursar');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.posted[0]).toMatchObject({
      path: `/staff-api/students/${ADA_ID}/refunds/${pending.id}/approval`,
      body: { reason: 'Checked with the bursar' },
    });
    expect(await within(table).findByText('Refunded')).toBeTruthy();
  });

  it('shows nothing of refunds to a member who may not manage payments', async () => {
    const api = fakeFinanceApi(['support_agent']);
    signIn();
    renderStaffRoute(api.fetch, `/staff/students/${ADA_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace 01' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund…' })).toBeNull();
  });
});
