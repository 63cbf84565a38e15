import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@portal/domain/i18n/languages';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/enrollment/idempotency-key';
import type { Membership } from '@portal/domain/enrollment/order';
import type { PaymentTransaction } from '@portal/domain/ledger/payment-transaction';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { Toaster } from '@/components/toaster';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { loadLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { BillingPage } from './billing-page';

const PLAN: Subscription = {
  id: '5b0f0c0e-1111-4a4a-8888-000000000001',
  status: 'ENABLED',
  amount: 6945,
  nextPaymentDate: '2026-12-22T10:00:00.000Z',
  paymentInformation: { paymentMethod: 'CREDIT_CARD', cardType: 'VISA', lastFour: '1111' },
  planName: 'Monthly plan',
  periodicity: 'MONT',
  totalDebt: 0,
  paymentMethodExpiresOn: '2031-12',
};
const MEMBERSHIP: Membership = {
  membershipStatus: 'enabled',
  membershipExpiredDate: '2027-01-01T00:00:00.000Z',
  daysToRestartMembership: null,
};
const charge = (over: Partial<PaymentTransaction>): PaymentTransaction => ({
  transactionId: 'c1c1c1c1-0000-4000-8000-000000000001',
  billingTarget: 'SUBSCRIPTION',
  targetId: PLAN.id,
  description: 'Payment plan, period 1',
  amount: 6945,
  status: 'CAPTURED',
  transactionStatus: 6,
  approvalStatus: 'Approved',
  paymentMethod: 'CREDIT_CARD',
  cardType: 'VISA',
  lastFour: '1111',
  pnref: 'SBX0001',
  errorCode: null,
  date: '2026-11-22T10:00:00.000Z',
  ...over,
});
const HISTORY: PaymentTransaction[] = [
  charge({}),
  charge({
    transactionId: 'a0a0a0a0-0000-4000-8000-000000000002',
    billingTarget: 'ORDER',
    targetId: 'o0o0o0o0-0000-4000-8000-000000000003',
    description: 'Associate of Arts in General Studies',
    amount: 123450,
    // Its card's settlement batch has closed.
    transactionStatus: 8,
    date: '2026-10-22T10:00:00.000Z',
  }),
  charge({
    transactionId: 'd0d0d0d0-0000-4000-8000-000000000004',
    description: 'Payment plan, period 2',
    status: 'FAILED',
    transactionStatus: 1,
    approvalStatus: 'Declined',
    date: '2026-10-01T10:00:00.000Z',
  }),
];

afterEach(() => {
  authSession.clear();
  toastStore.clear();
});

function renderBilling(
  routes: Record<string, FakeHandler> = {},
  url = paths.billingPreferences.href(),
  language: Language = 'en',
) {
  const server = createFakeServer({
    routes: {
      'GET /ledger-api/subscriptions/current': () => json(200, PLAN),
      'GET /ledger-api/memberships': () => json(200, MEMBERSHIP),
      'GET /ledger-api/payment/history': () => json(200, HISTORY),
      'GET /ledger-api/payment/methods': () =>
        json(200, {
          CREDIT_CARD: {
            label: 'Pay with Credit Card',
            options: [
              { cardType: 'VISA', displayName: 'VISA' },
              { cardType: 'MASTERCARD', displayName: 'MasterCard' },
            ],
          },
        }),
      ...routes,
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter(
    [
      {
        path: paths.billingPreferences.path,
        element: (
          <>
            <BillingPage />
            <Toaster />
          </>
        ),
      },
      { path: paths.orderDetails.path, element: <p>order page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders services={testServices({ fetch: server.fetch, language })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, router, user: userEvent.setup() };
}

const planSection = () => screen.getByRole('region', { name: 'Your payment plan' });

describe('billing preferences', () => {
  it('shows the plan as docs/product/entities.md displays it, its status, next payment and card', async () => {
    renderBilling();
    expect(
      await screen.findByText('Monthly plan - Payment plan: monthly - $69.45 per month'),
    ).toBeTruthy();
    const plan = planSection();
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(within(plan).getByText('$69.45 on 12/22/2026')).toBeTruthy();
    expect(within(plan).getByText('VISA ending in 1111')).toBeTruthy();
    expect(within(plan).getByRole('button', { name: 'Cancel plan' })).toBeTruthy();
    expect(within(plan).queryByRole('button', { name: 'Restart plan' })).toBeNull();
    expect(within(plan).queryByRole('button', { name: 'Pay debt' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing preferences' })).toBeTruthy();
  });

  it('lists the payment history in a table, each row linked to its details and receipt', async () => {
    renderBilling();
    const table = await screen.findByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Method', 'Status', 'Receipt']);
    expect(rows[1]!.textContent).toContain('11/22/2026');
    expect(rows[1]!.textContent).toContain('Approved (Settlement Pending)');
    expect(
      within(rows[1]!).getByRole('link', { name: 'Payment plan, period 1' }).getAttribute('href'),
    ).toBe(`/account/order/${PLAN.id}/c1c1c1c1-0000-4000-8000-000000000001/SUBSCRIPTION`);
    expect(rows[2]!.textContent).toContain('$1,234.50');
    expect(rows[2]!.textContent).toContain('Approved (Settled Successfully)');
    expect(
      within(rows[2]!)
        .getByRole('link', { name: 'Associate of Arts in General Studies' })
        .getAttribute('href'),
    ).toBe(
      '/account/order/o0o0o0o0-0000-4000-8000-000000000003/a0a0a0a0-0000-4000-8000-000000000002/ORDER',
    );
    // A declined charge has no receipt.
    expect(rows[3]!.textContent).toContain('Declined (General Error)');
    expect(within(rows[3]!).queryByRole('button')).toBeNull();
    expect(
      within(rows[1]!).getByRole('button', {
        name: 'Download PDF: the receipt of Payment plan, period 1, 11/22/2026',
      }),
    ).toBeTruthy();
  });

  it('shows dates day-first and the plan in Spanish words on a Spanish page, the money in dollars', async () => {
    await loadLanguage('es');
    renderBilling(
      {
        'GET /ledger-api/payment/history': () =>
          json(200, [charge({ date: '2026-11-29T10:00:00.000Z' })]),
      },
      undefined,
      'es',
    );
    expect(
      await screen.findByText('Monthly plan - Plan de pago: mensual - $69.45 por mes'),
    ).toBeTruthy();
    expect(screen.getByText('$69.45 el 22/12/2026')).toBeTruthy();
    const table = await screen.findByRole('table', { name: /pagos/i });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('29/11/2026');
    // The payment's status in Spanish words too, not the gateway's English.
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain(
      'Aprobado (Liquidación pendiente)',
    );
    expect(await screen.findByText(/1 de enero de 2027/)).toBeTruthy();
  });

  it('fetches a receipt through the API client, with the token', async () => {
    const { server, user } = renderBilling({
      [`GET /ledger-api/subscriptions/${PLAN.id}/transaction/c1c1c1c1-0000-4000-8000-000000000001/pdf`]:
        () =>
          new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    await user.click(
      await screen.findByRole('button', {
        name: /^Download PDF: the receipt of Payment plan, period 1/,
      }),
    );
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('/pdf'))).toBe(true));
    const request = server.requests.find((r) => r.path.endsWith('/pdf'))!;
    expect(request.headers.Authorization).toMatch(/^Bearer /);
  });

  it('says so when there is no plan and no payment yet, with the way to enrol or get help', async () => {
    renderBilling({
      'GET /ledger-api/subscriptions/current': () =>
        json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] }),
      'GET /ledger-api/payment/history': () => json(200, []),
    });
    expect(await screen.findByText('You do not have a payment plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to enrollment' }).getAttribute('href')).toBe(
      '/enrollment/payment',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
    expect(await screen.findByText('There are no payments yet.')).toBeTruthy();
  });

  it('offers to try again when the plan cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderBilling({
      'GET /ledger-api/subscriptions/current': () =>
        ++calls === 1 // a 4xx, which the query client does not retry by itself
          ? json(403, { global: [{ code: 'PERMISSION_DENIED', message: 'x' }] })
          : json(200, PLAN),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Monthly plan - Payment plan: monthly - $69.45 per month'),
    ).toBeTruthy();
  });

  it('cancels with a reason after a confirm step, then offers to restart', async () => {
    let current = PLAN;
    const { server, user } = renderBilling({
      'GET /ledger-api/subscriptions/current': () => json(200, current),
      'PUT /ledger-api/subscriptions/cancel': () => {
        // The end of the paid period stays the plan's date, but nothing is charged then.
        current = { ...PLAN, status: 'ENABLE_TO_DISABLE' };
        return json(200, current);
      },
      'PUT /ledger-api/subscriptions/restart': () => {
        current = PLAN;
        return json(200, current);
      },
    });
    const open = await screen.findByRole('button', { name: 'Cancel plan' });
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const heading = screen.getByRole('heading', { name: 'Cancel your payment plan' });
    expect(document.activeElement).toBe(heading);
    await user.type(screen.getByLabelText('Why are you leaving? (optional)'), 'Moving abroad');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Your payment plan has been cancelled.')).toBeTruthy();
    const put = server.requests.find((r) => r.path === '/ledger-api/subscriptions/cancel')!;
    expect(JSON.parse(put.body)).toEqual({ reason: 'Moving abroad' });
    expect(put.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(
      await within(planSection()).findByText('Cancelled, active until the end of the paid period'),
    ).toBeTruthy();
    expect(within(planSection()).queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    expect(within(planSection()).getByText('No further payments are scheduled')).toBeTruthy();

    // The cancel button went with the state: the focus is on the plan's heading, not lost.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Your payment plan' }),
      ),
    );
    await user.click(within(planSection()).getByRole('button', { name: 'Restart plan' }));
    expect(await screen.findByText('Your payment plan has been restarted.')).toBeTruthy();
    expect(await within(planSection()).findByRole('button', { name: 'Cancel plan' })).toBeTruthy();
  });

  it('shows a refused change in the catalogue words, and the plan as it really stands', async () => {
    let current = PLAN;
    const { user } = renderBilling({
      'GET /ledger-api/subscriptions/current': () => json(200, current),
      'PUT /ledger-api/subscriptions/cancel': () => {
        current = { ...PLAN, status: 'DISABLED' };
        return json(409, {
          global: [{ code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED', message: 'x' }],
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(
      await screen.findByText(/Something went wrong, please call our help center at/),
    ).toBeTruthy();
    expect(await within(planSection()).findByRole('button', { name: 'Restart plan' })).toBeTruthy();
  });

  it('changes the card with the enrolment card form, then closes and gives the focus back', async () => {
    let current = PLAN;
    const { server, user } = renderBilling({
      'GET /ledger-api/subscriptions/current': () => json(200, current),
      [`PUT /ledger-api/subscriptions/${PLAN.id}/payment/recurring/card`]: () => {
        current = {
          ...PLAN,
          paymentInformation: {
            paymentMethod: 'CREDIT_CARD',
            cardType: 'MASTERCARD',
            lastFour: '4444',
          },
        };
        return json(200, current);
      },
    });
    const open = await screen.findByRole('button', { name: 'Change card' });
    await user.click(open);
    await user.type(await screen.findByLabelText('First name on card'), 'Sam');
    await user.type(screen.getByLabelText('Last name on card'), 'Rivera');
    await user.type(screen.getByLabelText('Card number'), '5555 5555 5555 4444');
    expect(screen.getByText('Card type: MasterCard')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Expiration date/), '12/2031');
    await user.type(screen.getByLabelText('Security code (CVV)'), '123');
    await user.type(screen.getByLabelText('Street address'), '200 Harbor Way');
    await user.type(screen.getByLabelText('City'), 'Hays');
    await user.type(screen.getByLabelText('State'), 'KS');
    await user.type(screen.getByLabelText('ZIP code'), '67601');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card has been changed.')).toBeTruthy();
    expect(await within(planSection()).findByText('MasterCard ending in 4444')).toBeTruthy();
    const put = server.requests.find((r) => r.path.endsWith('/payment/recurring/card'))!;
    expect(JSON.parse(put.body)).toMatchObject({
      creditCardNumber: '5555555555554444',
      expireMonth: '12',
      expireYear: '2031',
      cardTypeView: 'MASTERCARD',
    });
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('warns when the card on file expires this month', async () => {
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    renderBilling({
      'GET /ledger-api/subscriptions/current': () =>
        json(200, { ...PLAN, paymentMethodExpiresOn: month }),
    });
    expect(
      await screen.findByText('The card on file expires this month. Please change it.'),
    ).toBeTruthy();
  });

  it('pays the debt with the card on file, one idempotency key per attempt', async () => {
    let current: Subscription = {
      ...PLAN,
      status: 'FAILED',
      totalDebt: 6945,
      nextPaymentDate: null,
    };
    let attempt = 0;
    const { server, user } = renderBilling({
      'GET /ledger-api/subscriptions/current': () => json(200, current),
      'PUT /ledger-api/orders/debt': () => {
        attempt += 1;
        if (attempt === 1) {
          return json(402, {
            global: [
              {
                code: 'CARD_INSUFFICIENT_FUNDS',
                message: 'Insufficient funds available in account',
              },
            ],
          });
        }
        current = { ...PLAN, totalDebt: 0 };
        return json(200, current);
      },
    });
    expect(await screen.findByText('You owe $69.45.')).toBeTruthy();
    expect(screen.getByText('Payment failed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay debt' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pay $69.45' }));
    expect(
      screen.getByRole('radio', { name: 'The card on file (VISA ending in 1111)' }),
    ).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Pay $69.45 now' }));
    expect(await screen.findByText('Insufficient funds available in account')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay $69.45 now' }));
    expect(await screen.findByText('Order paid successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('You owe $69.45.')).toBeNull());
    const puts = server.requests.filter((r) => r.path === '/ledger-api/orders/debt');
    expect(puts.map((r) => JSON.parse(r.body))).toEqual([{}, {}]);
    const keys = puts.map((r) => r.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("pays the debt with a new card, sent as the request's card", async () => {
    const { server, user } = renderBilling({
      'GET /ledger-api/subscriptions/current': () =>
        json(200, { ...PLAN, status: 'FAILED', totalDebt: 13890 }),
      'PUT /ledger-api/orders/debt': () => json(200, { ...PLAN, totalDebt: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay debt' }));
    await user.click(screen.getByRole('radio', { name: /A new card/ }));
    await user.type(await screen.findByLabelText('First name on card'), 'Sam');
    await user.type(screen.getByLabelText('Last name on card'), 'Rivera');
    await user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await user.type(screen.getByLabelText(/^Expiration date/), '12/2031');
    await user.type(screen.getByLabelText('Security code (CVV)'), '123');
    await user.type(screen.getByLabelText('Street address'), '200 Harbor Way');
    await user.type(screen.getByLabelText('City'), 'Hays');
    await user.type(screen.getByLabelText('State'), 'KS');
    await user.type(screen.getByLabelText('ZIP code'), '67601');
    await user.click(screen.getByRole('button', { name: 'Pay $138.90 now' }));
    expect(await screen.findByText('Order paid successfully!')).toBeTruthy();
    const put = server.requests.find((r) => r.path === '/ledger-api/orders/debt')!;
    expect(JSON.parse(put.body).card).toMatchObject({ creditCardNumber: '4111111111111111' });
  });

  it('opens one panel at a time, so two card forms are never on the page together', async () => {
    const { user } = renderBilling({
      'GET /ledger-api/subscriptions/current': () =>
        json(200, { ...PLAN, status: 'FAILED', totalDebt: 13890 }),
    });
    const payDebt = await screen.findByRole('button', { name: 'Pay debt' });
    await user.click(payDebt);
    await user.click(screen.getByRole('radio', { name: /A new card/ }));
    expect(await screen.findAllByLabelText('Card number')).toHaveLength(1);

    const changeCard = screen.getByRole('button', { name: 'Change card' });
    await user.click(changeCard);
    expect(await screen.findByRole('button', { name: 'Save card' })).toBeTruthy();
    expect(screen.getAllByLabelText('Card number')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Pay $138.90' })).toBeNull();
    expect(payDebt.getAttribute('aria-expanded')).toBe('false');
    // The focus goes to the panel just opened, not back to the one that closed.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Change your card' }));

    await user.click(payDebt);
    expect(screen.queryByRole('button', { name: 'Save card' })).toBeNull();
    expect(changeCard.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pay $138.90' }));
  });

  it('pays the program with an access code, the code error under its input', async () => {
    let tries = 0;
    let current = PLAN;
    const paidInFull: Subscription = {
      ...PLAN,
      nextPaymentDate: null,
      paymentInformation: { paymentMethod: 'PREPAID_TOKEN', cardType: null, lastFour: '0001' },
      paymentMethodExpiresOn: null,
    };
    const { server, user } = renderBilling({
      'GET /ledger-api/subscriptions/current': () => json(200, current),
      [`PUT /ledger-api/subscriptions/${PLAN.id}/payment/recurring/prepaid-token`]: () => {
        if ((tries += 1) === 1) {
          return json(409, {
            global: [
              { code: 'ACCESS_CODE_ALREADY_USED', message: 'This Access Code was already used' },
            ],
          });
        }
        current = paidInFull;
        return json(200, paidInFull);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Use an access code' }));
    const code = screen.getByRole('textbox', { name: /Access code/ });
    await user.type(code, 'NOC-HCAC-DEMO0001');
    await user.click(screen.getByRole('button', { name: 'Apply access code' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(code);
    const described = (code.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('This Access Code was already used');

    await user.click(screen.getByRole('button', { name: 'Apply access code' }));
    expect(
      await screen.findByText('Your program is now paid in full by your access code.'),
    ).toBeTruthy();
    const sent = server.requests.filter((r) => r.path.endsWith('/prepaid-token'));
    expect(JSON.parse(sent.at(-1)!.body)).toEqual({ token: 'NOC-HCAC-DEMO0001' });
    const plan = planSection();
    expect(
      await within(plan).findByText(
        'Your program is paid in full by an access code. Nothing more will be charged.',
      ),
    ).toBeTruthy();
    expect(within(plan).getByText('Access code ending in 0001')).toBeTruthy();
    for (const action of ['Change card', 'Use an access code', 'Cancel plan']) {
      expect(within(plan).queryByRole('button', { name: action })).toBeNull();
    }
  });

  it('pays the debt by bank transfer without a billing address, and says it is processing', async () => {
    const { server, user } = renderBilling({
      'GET /ledger-api/subscriptions/current': () =>
        json(200, { ...PLAN, status: 'FAILED', totalDebt: 13890 }),
      'GET /ledger-api/payment/methods': () =>
        json(200, {
          CREDIT_CARD: { label: 'Pay with Credit Card', options: [] },
          ACH: { label: 'Pay with Bank Account (ACH)', options: [] },
        }),
      'PUT /ledger-api/orders/debt': () =>
        json(200, {
          ...PLAN,
          totalDebt: 0,
          paymentInformation: { paymentMethod: 'ACH', cardType: null, lastFour: '6789' },
        }),
      'GET /ledger-api/payment/history': () =>
        json(200, [
          charge({
            status: 'PROCESSING',
            approvalStatus: 'Pending',
            transactionStatus: 7,
            paymentMethod: 'ACH',
            cardType: null,
            lastFour: '6789',
          }),
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay debt' }));
    await user.click(await screen.findByRole('radio', { name: /^Pay by bank transfer/ }));
    expect(screen.queryByLabelText('Street address')).toBeNull();
    await user.type(await screen.findByLabelText('Account holder first name'), 'Sam');
    await user.type(screen.getByLabelText('Account holder last name'), 'Rivera');
    await user.type(screen.getByLabelText(/^Routing number/), '110000000');
    await user.type(screen.getByLabelText(/^Account number/), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Pay $138.90 by bank transfer' }));
    expect(await screen.findByText(/^Your bank transfer is processing\./)).toBeTruthy();
    const put = server.requests.find((r) => r.path === '/ledger-api/orders/debt')!;
    expect(JSON.parse(put.body)).toEqual({
      bankAccount: {
        routingNumber: '110000000',
        accountNumber: '000123456789',
        holderName: 'Sam Rivera',
        accountType: 'CHECKING',
        authorizationType: 'WEB',
        transactionType: 'SALE',
      },
    });
    const history = await screen.findByRole('table', { name: 'Payment history' });
    expect(await within(history).findByText('Processing (waiting for your bank)')).toBeTruthy();
    expect(within(history).getByText('Bank account ending in 6789')).toBeTruthy();
    expect(
      within(history).getByRole('button', { name: /^Download PDF: the receipt/ }),
    ).toBeTruthy();
  });

  it('shows the membership, and the catalogue sentence once it has expired', async () => {
    renderBilling({
      'GET /ledger-api/memberships': () =>
        json(200, {
          membershipStatus: 'expired',
          membershipExpiredDate: '2026-11-01T00:00:00.000Z',
          daysToRestartMembership: 12,
        }),
    });
    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(
      await within(membership).findByText(
        'Your membership has been expired. Please contact support.',
      ),
    ).toBeTruthy();
    expect(within(membership).getByText('November 01, 2026')).toBeTruthy();
    expect(within(membership).getByText('12 days')).toBeTruthy();
  });

  it.each([
    ['success', 'Your payment went through. Thank you!'],
    ['return', 'Your payment went through. Thank you!'],
    ['cancel', 'The payment has been cancelled.'],
    ['error', 'Something went wrong, please try again.'],
  ])('after a payment round trip (%s) says how it went', async (status, message) => {
    renderBilling({}, paths.billingPreferences.href(status));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
