import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@portal/domain/enrollment/order';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { PaymentReviewPage } from './payment-review-page';

const ORDER: Order = {
  orderId: 'o1',
  status: 'CREATED',
  kind: 'ENROLLMENT_PLAN',
  degreeProgramId: 6,
  total: 6945,
  orderItems: [],
  payment: null,
  createdAt: '2026-11-22T04:00:00Z',
};
const CARD = {
  pnref: 'P1',
  approvalStatus: 'Approved',
  transactionStatus: 6,
  paymentInformation: { paymentMethod: 'CREDIT_CARD', cardType: 'VISA', lastFour: '0050' },
} as const;
const PAID = {
  ...ORDER,
  status: 'SUCCESS',
  orderItems: [
    {
      name: 'Healthcare Administration Certificate',
      productId: null,
      price: 6945,
      orderItemSpecs: [],
    },
  ],
} as const satisfies Order;

function renderReview(order: Order | null) {
  const server = createFakeServer({
    routes: {
      'GET /ledger-api/orders/degreeprogram': () =>
        order ? json(200, order) : json(404, { global: [{ code: 'NOT_FOUND', message: 'x' }] }),
      'GET /ledger-api/orders/o1/pdf': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([{ path: '/', element: <PaymentReviewPage /> }]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return server;
}

describe('PaymentReviewPage: one view per order status', () => {
  afterEach(() => authSession.clear());

  it('without an order, sends the learner to payment', async () => {
    renderReview(null);
    expect(await screen.findByText('You have not paid for your enrollment yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to payment' }).getAttribute('href')).toBe(
      '/enrollment/payment',
    );
  });

  it('PENDING: the payment is processing, and paying again is offered', async () => {
    renderReview({ ...ORDER, status: 'PENDING' });
    expect(
      await screen.findByText('Your payment is processing, you have a trial period for now.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Try again/ })).toBeTruthy();
  });

  it('FAIL: names the card by brand and last four only', async () => {
    renderReview({
      ...ORDER,
      status: 'FAIL',
      payment: { ...CARD, approvalStatus: 'Declined', transactionStatus: 1, responseCode: 50 },
    });
    expect(
      await screen.findByText('Your payment with VISA ending in 0050 did not go through.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try another card' })).toBeTruthy();
  });

  it('SUCCESS: the confirmation names what was bought, the amount, the order number and the receipt', async () => {
    const server = renderReview({
      ...ORDER,
      status: 'SUCCESS',
      orderItems: [
        {
          name: 'Healthcare Administration Certificate',
          productId: null,
          price: 6945,
          orderItemSpecs: [],
        },
      ],
      payment: { ...CARD, responseCode: 0 },
    });
    expect(await screen.findByText('Order paid successfully!')).toBeTruthy();
    const facts = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(facts('What you bought')).toBe('Healthcare Administration Certificate');
    expect(facts('Amount')).toBe('$69.45');
    expect(facts('Order number')).toBe('o1');
    expect(facts('Paid with')).toBe('VISA ending in 0050');
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Profile');
    expect(
      screen.getByRole('link', { name: 'Continue to your profile' }).getAttribute('href'),
    ).toBe('/onboarding/profile');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download your receipt (PDF)' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/ledger-api/orders/o1/pdf')).toBe(true),
    );
  });

  it('SUCCESS by PayPal: the same confirmation, paid with PayPal', async () => {
    renderReview({
      ...PAID,
      payment: {
        ...CARD,
        responseCode: 0,
        paymentInformation: { paymentMethod: 'PAYPAL', cardType: null, lastFour: null },
      },
    });
    expect(await screen.findByText('Thank you, your enrolment is paid')).toBeTruthy();
    const facts = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(facts('Paid with')).toBe('PayPal');
    expect(screen.getByRole('button', { name: 'Download your receipt (PDF)' })).toBeTruthy();
  });

  it('SUCCESS by a bank transfer still processing: submitted, pending, what next, its receipt', async () => {
    renderReview({
      ...PAID,
      payment: {
        pnref: 'ACH1',
        responseCode: 0,
        approvalStatus: 'Pending',
        transactionStatus: 7,
        paymentInformation: { paymentMethod: 'ACH', cardType: null, lastFour: '6789' },
      },
    });
    expect(await screen.findByText('Thank you, your bank transfer is submitted')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Your payment is processing, you have a trial period for now.',
    );
    expect(screen.queryByText('Order paid successfully!')).toBeNull();
    const facts = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(facts('Amount')).toBe('$69.45');
    expect(facts('Paying from')).toBe('Bank account ending in 6789');
    expect(screen.getByText(/within 2 banking days/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download your receipt (PDF)' })).toBeTruthy();
    expect(screen.getByText(/says the transfer is processing/)).toBeTruthy();
  });

  it('SUCCESS by a bank transfer the bank returned: not paid, why, what to do, no receipt', async () => {
    renderReview({
      ...PAID,
      payment: {
        pnref: 'ACH1',
        responseCode: 0,
        approvalStatus: 'Declined',
        transactionStatus: 1,
        paymentInformation: { paymentMethod: 'ACH', cardType: null, lastFour: '6789' },
        returned: { reason: 'CARD_INSUFFICIENT_FUNDS' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your bank returned your transfer' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Your bank returned the transfer of $69.45 from Bank account ending in 6789, so your ' +
        "enrolment is not paid. The bank's reason: Insufficient funds available in account.",
    );
    // Nothing reads as paid.
    expect(screen.queryByText('Order paid successfully!')).toBeNull();
    expect(screen.queryByText('Thank you, your enrolment is paid')).toBeNull();
    expect(screen.queryByText('Thank you, your bank transfer is submitted')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    const facts = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(facts('Order number')).toBe('o1');
    expect(facts('Paid from')).toBe('Bank account ending in 6789');
    expect(screen.getByText(/your access to courses is paused until it is paid/)).toBeTruthy();
    // The balance is paid in Billing Preferences, open to the paused learner, or by phone.
    expect(
      screen
        .getByRole('link', { name: 'Pay the balance in Billing Preferences' })
        .getAttribute('href'),
    ).toBe('/account/billing-preferences');
    expect(
      screen.getByText('To pay the balance, call your student advisor at (800) 555-0142.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /receipt/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to your profile' })).toBeTruthy();
  });

  it('SUCCESS at $0.00: a free trial started', async () => {
    renderReview({ ...ORDER, total: 0, status: 'SUCCESS', payment: { ...CARD, responseCode: 0 } });
    expect(await screen.findByText('$0.00 today (free trial)')).toBeTruthy();
  });
});
