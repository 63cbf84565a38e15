import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@portal/domain/enrollment/order';
import type { Language } from '@portal/domain/i18n/languages';
import type { OrderTransaction } from '@portal/domain/enrollment/order-transaction';
import type { PaymentTransaction } from '@portal/domain/ledger/payment-transaction';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { loadLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { OrderPage } from './order-page';

const ORDER_ID = '0a0a0a0a-0000-4000-8000-000000000001';
const ATTEMPT_ID = '0b0b0b0b-0000-4000-8000-000000000002';
const PLAN_ID = '0c0c0c0c-0000-4000-8000-000000000003';
const ORDER: Order = {
  orderId: ORDER_ID,
  status: 'SUCCESS',
  kind: 'ENROLLMENT_PLAN',
  degreeProgramId: 1,
  total: 6945,
  orderItems: [
    {
      name: 'Associate of Arts in General Studies',
      productId: null,
      price: 6945,
      orderItemSpecs: [],
    },
  ],
  payment: null,
  createdAt: '2026-10-22T10:00:00.000Z',
};
const ATTEMPT: OrderTransaction = {
  transactionId: ATTEMPT_ID,
  orderId: ORDER_ID,
  amount: 6945,
  approvalStatus: 'Approved',
  transactionStatus: { code: 6, label: 'Settlement Pending' },
  pnref: 'SBX0042',
  responseCode: 0,
  paymentInformation: {
    paymentMethod: 'CREDIT_CARD',
    cardType: 'AMERICAN_EXPRESS',
    lastFour: '0005',
  },
  date: '2026-10-22T10:00:00.000Z',
};
const CHARGE: PaymentTransaction = {
  transactionId: ATTEMPT_ID,
  billingTarget: 'SUBSCRIPTION',
  targetId: PLAN_ID,
  description: 'Payment plan, period 1',
  amount: 6945,
  status: 'CANCELLED',
  transactionStatus: 1003,
  approvalStatus: 'Declined',
  paymentMethod: 'CREDIT_CARD',
  cardType: 'VISA',
  lastFour: '1111',
  pnref: 'SBX0043',
  errorCode: null,
  date: '2026-11-22T10:00:00.000Z',
};

afterEach(() => authSession.clear());

function renderOrder(url: string, routes: Record<string, FakeHandler>, language?: Language) {
  const server = createFakeServer({ routes });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter(
    [
      { path: paths.orderDetails.path, element: <OrderPage /> },
      { path: paths.billingPreferences.path, element: <h1>Billing preferences</h1> },
    ],
    { initialEntries: [paths.billingPreferences.href(), url], initialIndex: 1 },
  );
  render(
    <TestProviders services={testServices({ fetch: server.fetch, language })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, router, user: userEvent.setup() };
}

describe('order details', () => {
  it('shows the order and its transaction, with their receipts', async () => {
    const { server, user } = renderOrder(paths.orderDetails.href(ORDER_ID, ATTEMPT_ID, 'ORDER'), {
      [`GET /ledger-api/orders/${ORDER_ID}`]: () => json(200, ORDER),
      [`GET /ledger-api/orders/${ORDER_ID}/transactions/${ATTEMPT_ID}`]: () => json(200, ATTEMPT),
      [`GET /ledger-api/orders/${ORDER_ID}/transactions/${ATTEMPT_ID}/pdf`]: () =>
        new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const order = await screen.findByRole('region', { name: 'Order' });
    expect(await within(order).findByText('Associate of Arts in General Studies')).toBeTruthy();
    expect(within(order).getByText('Paid')).toBeTruthy();
    const transaction = screen.getByRole('region', { name: 'Transaction' });
    expect(await within(transaction).findByText('Settlement Pending')).toBeTruthy();
    expect(within(transaction).getByText('Approved')).toBeTruthy();
    expect(within(transaction).getByText('AMEX ending in 0005')).toBeTruthy();
    expect(within(transaction).getByText('SBX0042')).toBeTruthy();
    expect(within(transaction).getByText('10/22/2026')).toBeTruthy();
    await user.click(within(transaction).getByRole('button', { name: 'Download receipt (PDF)' }));
    expect(server.requests.some((r) => r.path.endsWith(`/transactions/${ATTEMPT_ID}/pdf`))).toBe(
      true,
    );
  });

  it('reads a plan charge from the subscription call, voided and declined: no receipt', async () => {
    renderOrder(paths.orderDetails.href(PLAN_ID, ATTEMPT_ID, 'SUBSCRIPTION'), {
      [`GET /ledger-api/subscriptions/${PLAN_ID}/transaction/${ATTEMPT_ID}`]: () =>
        json(200, CHARGE),
    });
    const charge = await screen.findByRole('region', { name: 'Payment plan charge' });
    expect(await within(charge).findByText('Voided - Authorization Approved')).toBeTruthy();
    expect(within(charge).getByText('Declined')).toBeTruthy();
    expect(within(charge).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Order' })).toBeNull();
  });

  it('says an order whose bank transfer was returned is not paid, why, and where to pay', async () => {
    const { user } = renderOrder(paths.orderDetails.href(ORDER_ID), {
      [`GET /ledger-api/orders/${ORDER_ID}`]: () =>
        json(200, {
          ...ORDER,
          payment: {
            pnref: 'ACH1',
            responseCode: 0,
            approvalStatus: 'Declined',
            transactionStatus: 1,
            paymentInformation: { paymentMethod: 'ACH', cardType: null, lastFour: '1111' },
            returned: { reason: 'CARD_INVALID_ACCOUNT_NUMBER' },
          },
        } satisfies Order),
    });
    const order = await screen.findByRole('region', { name: 'Order' });
    expect(await within(order).findByText('Returned by your bank')).toBeTruthy();
    expect(within(order).queryByText('Paid')).toBeNull();
    expect(
      within(order).getByText(
        /^Your bank returned the transfer for this order, so it is not paid\./,
      ).textContent,
    ).toContain("The bank's reason: Invalid account number.");
    expect(within(order).queryByRole('button', { name: /receipt/ })).toBeNull();
    await user.click(
      within(order).getByRole('link', { name: 'Pay the balance in Billing Preferences' }),
    );
    expect(await screen.findByRole('heading', { name: 'Billing preferences' })).toBeTruthy();
  });

  it('says when the order is not there, and leads back to billing', async () => {
    const { user } = renderOrder(paths.orderDetails.href(ORDER_ID), {});
    expect(await screen.findByText('We could not find this order.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to billing preferences' }));
    expect(await screen.findByRole('heading', { name: 'Billing preferences' })).toBeTruthy();
  });
});

describe('order details in Spanish (docs/languages.md "What an order holds")', () => {
  const showOrder = async (order: Order) => {
    await loadLanguage('es');
    renderOrder(
      paths.orderDetails.href(ORDER_ID, ATTEMPT_ID, 'ORDER'),
      {
        [`GET /ledger-api/orders/${ORDER_ID}`]: () => json(200, order),
        [`GET /ledger-api/orders/${ORDER_ID}/transactions/${ATTEMPT_ID}`]: () => json(200, ATTEMPT),
      },
      'es',
    );
    return screen.findByRole('region', { name: 'Pedido' });
  };

  it('names the line by the Spanish name its order holds', async () => {
    const item = {
      ...ORDER.orderItems[0]!,
      es: { name: 'Asociado en Artes en Estudios Generales' },
    };
    const order = await showOrder({ ...ORDER, orderItems: [item] });
    const name = await within(order).findByText('Asociado en Artes en Estudios Generales');
    expect(name.closest('[lang]')?.getAttribute('lang')).not.toBe('en');
    expect(within(order).queryByText('Associate of Arts in General Studies')).toBeNull();
  });

  it('names the line of an order without a Spanish name in English, marked so', async () => {
    const order = await showOrder(ORDER);
    const name = await within(order).findByText('Associate of Arts in General Studies');
    expect(name.getAttribute('lang')).toBe('en');
  });
});
