import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@portal/domain/enrollment/order';
import type { PlanDetails } from '@portal/domain/enrollment/plans-and-promotions';
import { Toaster } from '@/components/toaster';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json, type FakeRequest } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { PaymentDetails } from './payment-details';

const ORDER: Order = {
  orderId: 'o1',
  status: 'CREATED',
  kind: 'ENROLLMENT_PLAN',
  degreeProgramId: 6,
  total: 6945,
  orderItems: [
    {
      name: 'Healthcare Administration Certificate',
      productId: null,
      price: 6945,
      orderItemSpecs: [],
    },
  ],
  payment: null,
  createdAt: '2026-11-22T04:00:00Z',
};
const PLAN: PlanDetails = {
  orderId: 'o1',
  plan: { id: 1, degreeProgramId: 6, name: 'Monthly plan', price: 6945, periodicity: 'MONT' },
  promotion: null,
  chargedToday: 6945,
  pricePerPeriod: 6945,
};
const DECLINED = {
  global: [{ code: 'CARD_INSUFFICIENT_FUNDS', message: 'Insufficient funds available in account' }],
};

function renderPayment(
  answerCard: (req: FakeRequest) => Response | Promise<Response>,
  plan: PlanDetails = PLAN,
  signedIn?: { firstName: string; lastName: string },
) {
  const server = createFakeServer({
    routes: {
      ...(signedIn ? { 'GET /user-api/users': () => json(200, signedIn) } : {}),
      'GET /ledger-api/payment/plan/details': () => json(200, plan),
      'GET /ledger-api/payment/methods': () =>
        json(200, {
          CREDIT_CARD: {
            label: 'Pay with Credit Card',
            options: [
              { cardType: 'VISA', displayName: 'VISA' },
              { cardType: 'AMERICAN_EXPRESS', displayName: 'AMEX' },
            ],
          },
        }),
      'PUT /ledger-api/orders/o1/payment/card': answerCard,
      'GET /ledger-api/orders/degreeprogram': () => json(200, ORDER),
      'GET /ledger-api/memberships': () => json(200, { membershipStatus: 'pending' }),
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([
    {
      element: (
        <>
          <Outlet />
          <Toaster />
        </>
      ),
      children: [
        { path: '/', element: <PaymentDetails order={ORDER} /> },
        {
          path: '/enrollment/payment/review/:paymentResponseStatus?',
          element: <h1>Confirmation</h1>,
        },
      ],
    },
  ]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const cardRequests = () => server.requests.filter((r) => r.path.endsWith('/payment/card'));
  return { server, router, cardRequests, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('First name on card'), 'Riley');
  await user.type(screen.getByLabelText('Last name on card'), 'Chen');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText(/^Expiration date/), '12/2030');
  await user.type(screen.getByLabelText('Security code (CVV)'), '123');
  await user.type(screen.getByLabelText('Street address'), '12 Main St');
  await user.type(screen.getByLabelText('City'), 'Hays');
  await user.type(screen.getByLabelText('State'), 'KS');
  await user.type(screen.getByLabelText('ZIP code'), '67601');
}

const valueOf = (label: string | RegExp) =>
  (screen.getByLabelText(label) as HTMLInputElement).value;

describe('PaymentDetails', () => {
  afterEach(() => {
    authSession.clear();
    toastStore.clear();
  });

  it('shows the plan as name, payment-plan label and price per period', async () => {
    renderPayment(() => json(200, ORDER));
    expect(
      await screen.findByText('Monthly plan - Payment plan: monthly - $69.45 per month'),
    ).toBeTruthy();
    expect(screen.getByText('We accept VISA, AMEX.')).toBeTruthy();
  });

  it('names the program, the step, what is due today and what renews when, and the terms by the button', async () => {
    renderPayment(() => json(200, ORDER));
    expect(
      await screen.findByText('You are enrolling in Healthcare Administration Certificate.'),
    ).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Enrolment steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Account(completed)', '2Payment', '3Profile', '4Done']);
    expect(within(steps).getByRole('listitem', { current: 'step' }).textContent).toContain(
      'Payment',
    );
    const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(fact('Due today')).toBe('$69.45');
    expect(fact('Then')).toMatch(/^\$69\.45 per month, next charged on [A-Z][a-z]+ \d{2}, \d{4}$/);
    expect(
      screen.getByText(/^By pressing Pay \$69\.45 you are charged \$69\.45 today/),
    ).toBeTruthy();
    expect(screen.getByText(/You can cancel at any time from Billing Preferences/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $69.45' })).toBeTruthy();
  });

  it('says "Start free trial" when a deferred promotion leaves $0.00 due today', async () => {
    renderPayment(() => json(200, ORDER), {
      ...PLAN,
      promotion: { code: 'DEFER30', kind: 'DEFERRED_PAYMENT', percentOff: null, deferredDays: 30 },
      chargedToday: 0,
    });
    expect(await screen.findByRole('button', { name: 'Start free trial' })).toBeTruthy();
    expect(screen.getByText(/^Nothing is charged today: your card is verified\./)).toBeTruthy();
  });

  it.each([
    ['4111 1111 1111 1111', 'VISA'],
    ['5555 5555 5555 4444', 'MasterCard'],
    ['2221 0000 0000 0009', 'MasterCard'],
    ['6011 1111 1111 1117', 'DISCOVER'],
    ['3782 822463 10005', 'AMEX'],
  ])('detects the card type of %s as %s', async (number, brand) => {
    const { user } = renderPayment(() => json(200, ORDER));
    await user.type(await screen.findByLabelText('Card number'), number);
    expect(screen.getByText(`Card type: ${brand}`)).toBeTruthy();
  });

  it('refuses a card type the tenant does not accept before sending it', async () => {
    const { user, cardRequests } = renderPayment(() => json(200, ORDER));
    await screen.findByRole('button', { name: 'Pay $69.45' });
    await fillCard(user, '5555 5555 5555 4444');
    await user.click(screen.getByRole('button', { name: 'Pay $69.45' }));
    expect(
      await screen.findByText('This card type is not accepted here. Please use another card.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(cardRequests()).toHaveLength(0);
  });

  it('explains a refusal whose catalogue words a learner may not follow', async () => {
    const { user } = renderPayment(() =>
      json(402, {
        global: [{ code: 'CARD_ADDRESS_MISMATCH', message: 'Address and zip code do not match' }],
      }),
    );
    await screen.findByRole('button', { name: 'Pay $69.45' });
    await fillCard(user, '4000000000000112');
    await user.click(screen.getByRole('button', { name: 'Pay $69.45' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Address and zip code do not match')).toBeTruthy();
    expect(
      within(alert).getByText(
        'The billing address or ZIP code does not match the one your bank has for this card.',
      ),
    ).toBeTruthy();
  });

  it('after paying, goes to the confirmation in place of the payment page', async () => {
    const { user, router } = renderPayment(() => json(200, { ...ORDER, status: 'SUCCESS' }));
    await screen.findByRole('button', { name: 'Pay $69.45' });
    await fillCard(user, '3782 822463 10005');
    await user.clear(screen.getByLabelText('Security code (CVV)'));
    await user.type(screen.getByLabelText('Security code (CVV)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Pay $69.45' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enrollment/payment/review/success');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers the name given at the account step on the card, to keep or change (WCAG 3.3.7)', async () => {
    const { user } = renderPayment(() => json(200, ORDER), PLAN, {
      firstName: 'Maya',
      lastName: 'Okafor',
    });
    await screen.findByRole('button', { name: 'Pay $69.45' });
    expect(valueOf('First name on card')).toBe('Maya');
    expect(valueOf('Last name on card')).toBe('Okafor');
    await user.clear(screen.getByLabelText('First name on card'));
    await user.type(screen.getByLabelText('First name on card'), 'Riley');
    expect(valueOf('First name on card')).toBe('Riley');
  });

  it('ties each error to its input and focuses the first one on submit', async () => {
    const { user, cardRequests } = renderPayment(() => json(200, ORDER));
    await user.click(await screen.findByRole('button', { name: 'Pay $69.45' }));
    const first = screen.getByLabelText('First name on card');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (first.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'This field is required',
    );
    expect(document.activeElement).toBe(first);
    expect(cardRequests()).toHaveLength(0);
  });

  it('sends the payload (docs/product/entities.md) once for a double click, with an idempotency key', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, cardRequests } = renderPayment(async () => {
      await gate;
      return json(200, { ...ORDER, status: 'SUCCESS' });
    });
    await screen.findByRole('button', { name: 'Pay $69.45' });
    await fillCard(user, '4111 1111 1111 1111');
    await user.dblClick(screen.getByRole('button', { name: 'Pay $69.45' }));
    await vi.waitFor(() => expect(cardRequests()).toHaveLength(1));
    // Busy, not disabled: the button keeps the focus and refuses the second click.
    expect(screen.getByRole('button', { name: 'Paying…' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    release();
    expect(await screen.findByText('Order paid successfully!')).toBeTruthy();
    expect(cardRequests()).toHaveLength(1);
    const [sent] = cardRequests();
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      creditCardNumber: '4111111111111111',
      expireMonth: '12',
      expireYear: '2030',
      cvv: '123',
      cardTypeView: 'VISA',
      address: { address1: '12 Main St', addressType: 'billing', country: 'US', zipCode: '67601' },
    });
  });

  it('after a decline says why, keeps the form but the number and code, and retries with a new key', async () => {
    let calls = 0;
    const { user, cardRequests } = renderPayment(() =>
      ++calls === 1 ? json(402, DECLINED) : json(200, { ...ORDER, status: 'SUCCESS' }),
    );
    await screen.findByRole('button', { name: 'Pay $69.45' });
    await fillCard(user, '4000000000000050');
    await user.click(screen.getByRole('button', { name: 'Pay $69.45' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Insufficient funds available in account',
    );
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain(
      'Insufficient funds available in account',
    );
    expect(valueOf('Card number')).toBe('');
    expect(valueOf('Security code (CVV)')).toBe('');
    expect(valueOf('First name on card')).toBe('Riley');
    expect(valueOf(/^Expiration date/)).toBe('12/2030');
    expect(valueOf('ZIP code')).toBe('67601');
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));

    await user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await user.type(screen.getByLabelText('Security code (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $69.45' }));
    await vi.waitFor(() => expect(cardRequests()).toHaveLength(2));
    const [first, second] = cardRequests().map((r) => r.headers['idempotency-key']);
    expect(second).not.toBe(first);
  });

  it('keeps the card after a gateway timeout and retries that attempt with the same key', async () => {
    let calls = 0;
    const { user, cardRequests } = renderPayment(() =>
      ++calls === 1
        ? json(402, {
            global: [
              { code: 'PAYMENT_TIMEOUT', message: 'Something went wrong, please try again.' },
            ],
          })
        : json(200, { ...ORDER, status: 'SUCCESS' }),
    );
    await screen.findByRole('button', { name: 'Pay $69.45' });
    await fillCard(user, '4000000000009104');
    await user.click(screen.getByRole('button', { name: 'Pay $69.45' }));
    await screen.findByText('Something went wrong, please try again.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(valueOf('Card number')).toBe('4000000000009104');
    await user.click(screen.getByRole('button', { name: 'Pay $69.45' }));
    await vi.waitFor(() => expect(cardRequests()).toHaveLength(2));
    const [first, second] = cardRequests().map((r) => r.headers['idempotency-key']);
    expect(second).toBe(first);
  });

  it('retries an attempt whose answer was lost with the same key', async () => {
    let calls = 0;
    const { user, cardRequests } = renderPayment(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(200, { ...ORDER, status: 'SUCCESS' });
    });
    await screen.findByRole('button', { name: 'Pay $69.45' });
    await fillCard(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Pay $69.45' }));
    await screen.findByText('Something went wrong, please try again.');
    expect(valueOf('Card number')).toBe('4111111111111111'); // nothing was refused
    await user.click(screen.getByRole('button', { name: 'Pay $69.45' }));
    await vi.waitFor(() => expect(cardRequests()).toHaveLength(2));
    const [first, second] = cardRequests().map((r) => r.headers['idempotency-key']);
    expect(second).toBe(first);
  });
});
