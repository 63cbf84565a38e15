import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@portal/domain/enrollment/order';
import type { PlanDetails } from '@portal/domain/enrollment/plans-and-promotions';
import { Toaster } from '@/components/toaster';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json, type FakeRequest } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { PaymentAsyncResultPage } from './payment-async-result-page';
import { PaymentDetails } from './payment-details';

const ORDER_ID = '7b0c7a55-5d0e-4c4f-9f43-3b8f1f0c2a11';
const TOKEN_ID = 'c1d2e3f4-0000-4000-8000-000000000001';
const ORDER: Order = {
  orderId: ORDER_ID,
  status: 'CREATED',
  kind: 'ENROLLMENT_PLAN',
  degreeProgramId: 6,
  total: 6945,
  orderItems: [],
  payment: null,
  createdAt: '2026-11-22T04:00:00Z',
};
const PLAN: PlanDetails = {
  orderId: ORDER_ID,
  plan: { id: 1, degreeProgramId: 6, name: 'Monthly plan', price: 6945, periodicity: 'MONT' },
  promotion: null,
  chargedToday: 6945,
  pricePerPeriod: 6945,
};

function renderPayment(answerDebit: (req: FakeRequest) => Response | Promise<Response>) {
  const server = createFakeServer({
    routes: {
      'GET /ledger-api/payment/plan/details': () => json(200, PLAN),
      'GET /ledger-api/payment/methods': () =>
        json(200, {
          CREDIT_CARD: { label: 'Pay with Credit Card', options: [] },
          ACH: { label: 'Pay with Bank Account (ACH)', options: [] },
        }),
      'POST /ledger-api/payment/token/ach': () =>
        json(200, {
          secureTokenId: TOKEN_ID,
          objectId: ORDER_ID,
          amount: 6945,
          formUrl: `/payment/iframe?secureTokenId=${TOKEN_ID}&objectId=${ORDER_ID}`,
        }),
      [`POST /ledger-api/paymentAsync/${TOKEN_ID}`]: answerDebit,
      'GET /ledger-api/orders/degreeprogram': () => json(200, ORDER),
      'GET /ledger-api/memberships': () => json(200, { membershipStatus: 'pending' }),
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter(
    [
      {
        path: '/enrollment/payment',
        element: (
          <>
            <PaymentDetails order={ORDER} />
            <Toaster />
          </>
        ),
      },
      { path: '/paymentAsync/:paymentResponseStatus', element: <PaymentAsyncResultPage /> },
      {
        path: '/enrollment/payment/review/:paymentResponseStatus?',
        element: <h1>Confirmation</h1>,
      },
    ],
    { initialEntries: ['/enrollment/payment'] },
  );
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const bankRequests = () =>
    server.requests.filter(
      (r) => r.path.startsWith('/ledger-api/payment/token/ach') || r.path.includes('paymentAsync'),
    );
  return { server, router, bankRequests, user: userEvent.setup() };
}

async function chooseBank(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Pay with Bank Account (ACH)' }));
  await screen.findByRole('button', { name: 'Pay by bank transfer' });
}

async function fillBank(user: ReturnType<typeof userEvent.setup>, routing: string) {
  await user.type(screen.getByLabelText('Account holder first name'), 'Riley');
  await user.type(screen.getByLabelText('Account holder last name'), 'Chen');
  await user.type(screen.getByLabelText('Street address'), '12 Main St');
  await user.type(screen.getByLabelText('City'), 'Hays');
  await user.type(screen.getByLabelText('State'), 'KS');
  await user.type(screen.getByLabelText('ZIP code'), '67601');
  await user.type(screen.getByLabelText(/^Routing number/), routing);
  await user.type(screen.getByLabelText(/^Account number/), '000123456789');
}

const valueOf = (label: string | RegExp) =>
  (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the bank-details form (ACH)', () => {
  afterEach(() => {
    authSession.clear();
    toastStore.clear();
  });

  it('says what is debited and refuses a mistyped routing number before asking the server', async () => {
    const { user, bankRequests } = renderPayment(() => json(500, {}));
    await chooseBank(user);
    const account = screen.getByLabelText(/^Account number/);
    const hints = (account.getAttribute('aria-describedby') ?? '').split(' ');
    expect(hints.map((id) => document.getElementById(id)?.textContent)).toContain(
      'A checking account. You authorise a one-time web debit of $69.45, the amount due today.',
    );

    await fillBank(user, '110000001');
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    const routing = screen.getByLabelText(/^Routing number/);
    expect(routing.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (routing.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Enter the 9-digit routing number printed on your checks',
    );
    expect(document.activeElement).toBe(routing);
    expect(bankRequests()).toHaveLength(0);
  });

  it('focuses the first missing field and checks the account number size', async () => {
    const { user, bankRequests } = renderPayment(() => json(500, {}));
    await chooseBank(user);
    await user.type(screen.getByLabelText(/^Account number/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Account holder first name'));
    expect(screen.getByText('Enter an account number of 4 to 17 digits')).toBeTruthy();
    expect(bankRequests()).toHaveLength(0);
  });

  it('asks for the token, then debits the account, then shows the confirmation', async () => {
    const { user, router, bankRequests } = renderPayment(() =>
      json(200, { paymentResponseStatus: 'processing', orderId: ORDER_ID }),
    );
    await chooseBank(user);
    await fillBank(user, '110000000');
    await user.dblClick(screen.getByRole('button', { name: 'Pay by bank transfer' }));

    await screen.findByRole('heading', { name: 'Confirmation' });
    expect(router.state.location.pathname).toBe('/enrollment/payment/review/success');
    // It replaced the payment step: going back cannot offer to pay again.
    expect(router.state.historyAction).toBe('REPLACE');
    const [token, debit, ...more] = bankRequests();
    expect(more).toHaveLength(0);
    expect(token?.path).toBe('/ledger-api/payment/token/ach');
    expect(JSON.parse(token?.body ?? '{}')).toEqual({
      objectId: ORDER_ID,
      billToFirstName: 'Riley',
      billToLastName: 'Chen',
      billToStreet: '12 Main St',
      billToCity: 'Hays',
      billToState: 'KS',
      billToZip: '67601',
      billToCountry: 'US',
    });
    expect(debit?.path).toBe(`/ledger-api/paymentAsync/${TOKEN_ID}`);
    const headers = Object.entries(debit?.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]);
    expect(Object.fromEntries(headers)).toMatchObject({ 'x-requested-with': 'XMLHttpRequest' });
    expect(JSON.parse(debit?.body ?? '{}')).toEqual({
      routingNumber: '110000000',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
      authorizationType: 'WEB',
      transactionType: 'SALE',
    });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('000123456789');
  });

  it('sends an old /paymentAsync/processing link to the confirmation', async () => {
    const { router } = renderPayment(() => json(500, {}));
    await router.navigate('/paymentAsync/processing');
    await screen.findByRole('heading', { name: 'Confirmation' });
    expect(router.state.location.pathname).toBe('/enrollment/payment/review/success');
  });

  it('after a refused debit says why next to the button and keeps all but the account number', async () => {
    const { user, router } = renderPayment(() =>
      json(402, {
        global: [{ code: 'PAYMENT_ERROR', message: 'Something went wrong, please try again.' }],
      }),
    );
    await chooseBank(user);
    await fillBank(user, '110000000');
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong, please try again.',
    );
    expect(router.state.location.pathname).toBe('/enrollment/payment');
    expect(valueOf(/^Account number/)).toBe('');
    expect(valueOf(/^Routing number/)).toBe('110000000');
    expect(valueOf('Account holder first name')).toBe('Riley');
    expect(valueOf('ZIP code')).toBe('67601');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Account number/));
  });

  it('puts the server’s field errors under their inputs', async () => {
    const { user } = renderPayment(() =>
      json(400, {
        global: [],
        fields: [
          {
            field: 'routingNumber',
            code: 'validation.routingNumber',
            message: 'Enter the 9-digit routing number printed on your checks',
          },
        ],
      }),
    );
    await chooseBank(user);
    await fillBank(user, '110000000');
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    await screen.findByText('Enter the 9-digit routing number printed on your checks');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Routing number/));
  });
});
