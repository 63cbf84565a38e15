import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Order } from '@portal/domain/enrollment/order';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { paypalInProgress } from '../enrollment-choices';
import { PayPalResultPage } from './paypal-result-page';

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

function renderResult(url: string, capture: () => Response) {
  const server = createFakeServer({
    routes: {
      'GET /ledger-api/orders/degreeprogram': () => json(200, ORDER),
      'GET /ledger-api/memberships': () => json(200, { membershipStatus: 'pending' }),
      'PUT /ledger-api/orders/o1/payment/paypal/token': capture,
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter(
    [
      { path: '/payment/:paymentResponseStatus?', element: <PayPalResultPage /> },
      { path: '/enrollment/payment', element: <p>Choose again</p> },
      { path: '/enrollment/payment/review/:paymentResponseStatus?', element: <p>Confirmation</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const captures = () => server.requests.filter((r) => r.path.endsWith('/paypal/token'));
  return { captures, router };
}

describe('PayPalResultPage', () => {
  it('captures the approved checkout once, with the remembered promo code, and confirms', async () => {
    paypalInProgress.set({ orderId: 'o1', expressCheckoutToken: 'TOK1', promoCode: 'SAVE10' });
    const { captures, router } = renderResult('/payment/return?token=TOK1', () =>
      json(200, { ...ORDER, status: 'SUCCESS' }),
    );
    await screen.findByText('Confirmation');
    expect(router.state.location.pathname).toBe('/enrollment/payment/review/success');
    // The return page is replaced: going back cannot capture again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(captures()).toHaveLength(1);
    expect(JSON.parse(captures()[0]!.body)).toEqual({
      expressCheckoutToken: 'TOK1',
      promoCode: 'SAVE10',
    });
    expect(paypalInProgress.get()).toBeNull();
  });

  it('says a cancelled payment was cancelled and leads back to the choice', async () => {
    paypalInProgress.set({ orderId: 'o1', expressCheckoutToken: 'TOK2', promoCode: '' });
    const { captures } = renderResult('/payment/cancel?token=TOK2', () => json(500, {}));
    expect((await screen.findByRole('alert')).textContent).toBe('The payment has been cancelled.');
    expect(screen.getByRole('link', { name: 'Choose how to pay' }).getAttribute('href')).toBe(
      '/enrollment/payment',
    );
    expect(captures()).toHaveLength(0);
    expect(paypalInProgress.get()).toBeNull();
  });

  it('shows a declined capture in the catalogue words and offers to try again', async () => {
    renderResult('/payment/return?token=TOK3', () =>
      json(402, { global: [{ code: 'PAYMENT_DECLINED', message: 'declined' }] }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });
});
