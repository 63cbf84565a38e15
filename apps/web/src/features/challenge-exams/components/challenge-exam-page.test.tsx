import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@portal/domain/enrollment/order';
import type { ChallengeExam } from '@portal/domain/ledger/challenge-exam';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { ChallengeExamPage } from './challenge-exam-page';

const PAID: ChallengeExam = {
  productId: 101001,
  name: 'BUS101 Challenge Exam',
  price: 4900,
  course: { productId: 1001, code: 'BUS101', name: 'Introduction to Business' },
};
const FREE: ChallengeExam = {
  productId: 105001,
  name: 'CSC110 Challenge Exam',
  price: 0,
  course: { productId: 5001, code: 'CSC110', name: 'Programming Fundamentals' },
};

const order = (exam: ChallengeExam, over: Partial<Order> = {}): Order => ({
  orderId: `order-${exam.productId}`,
  status: 'CREATED',
  kind: 'CHALLENGE_EXAM',
  degreeProgramId: null,
  total: exam.price,
  orderItems: [
    {
      name: exam.name,
      productId: exam.productId,
      price: exam.price,
      orderItemSpecs: [{ type: 'CHALLENGE_EXAM' }],
    },
  ],
  payment: null,
  createdAt: '2026-11-22T04:00:00Z',
  examRegistration: null,
  ...over,
});
const enabled = (exam: ChallengeExam) =>
  order(exam, {
    status: 'SUCCESS',
    examRegistration: { status: 'REGISTRATION_PENDING', updatedAt: '2026-11-22T04:00:00Z' },
  });
const DECLINED = {
  global: [
    {
      code: 'PAYMENT_DECLINED',
      message:
        'Check the credit card number, expiration date, and transaction information and re-submit. Call the card issuing bank if unresolved.',
    },
  ],
};

afterEach(() => {
  authSession.clear();
  localStorage.clear();
});

function renderExamPage(productId: number, routes: Record<string, FakeHandler>, search = '') {
  const server = createFakeServer({
    routes: {
      'GET /catalog-api/challenge-exams': () => json(200, [PAID, FREE]),
      'GET /ledger-api/challenge-exam/payment/methods': () =>
        json(200, {
          CREDIT_CARD: {
            label: 'Pay with Credit Card',
            options: [{ cardType: 'VISA', displayName: 'VISA' }],
          },
        }),
      [`GET /ledger-api/orders/challenge-exam/${productId}`]: () =>
        json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] }),
      ...routes,
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter(
    [{ path: '/account/challenge-exam/payment/:productId?', element: <ChallengeExamPage /> }],
    { initialEntries: [`/account/challenge-exam/payment/${productId}${search}`] },
  );
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, user: userEvent.setup() };
}

async function payWithCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('First name on card'), 'Riley');
  await user.type(screen.getByLabelText('Last name on card'), 'Chen');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText(/^Expiration date/), '12/2030');
  await user.type(screen.getByLabelText('Security code (CVV)'), '123');
  await user.type(screen.getByLabelText('Street address'), '12 Main St');
  await user.type(screen.getByLabelText('City'), 'Hays');
  await user.type(screen.getByLabelText('State'), 'KS');
  await user.type(screen.getByLabelText('ZIP code'), '67601');
  await user.click(screen.getByRole('button', { name: 'Pay now' }));
}

describe('ChallengeExamPage', () => {
  it('places the order, pays it by card with an idempotency key, and says the exam is paid', async () => {
    const { server, user } = renderExamPage(PAID.productId, {
      'PUT /ledger-api/orders/challenge-exam': () => json(200, order(PAID)),
      [`PUT /ledger-api/orders/order-${PAID.productId}/payment/card`]: () =>
        json(200, enabled(PAID)),
    });
    await screen.findByRole('heading', { level: 1, name: 'BUS101 Challenge Exam' });
    expect(screen.getByText('$49.00')).toBeTruthy();
    await payWithCard(user, '4111111111111111');

    expect(
      await screen.findByText(
        'Your payment for the BUS101 Challenge Exam is complete. You can schedule your challenge exam now.',
      ),
    ).toBeTruthy();
    const registration = screen.getByRole('region', { name: 'Your registration' });
    expect(within(registration).getByText('Status: Registration pending')).toBeTruthy();
    const placed = server.requests.find((r) => r.path === '/ledger-api/orders/challenge-exam');
    expect(JSON.parse(placed!.body)).toEqual({ productId: PAID.productId });
    const card = server.requests.find((r) => r.path.endsWith('/payment/card'));
    expect(card!.headers['idempotency-key']).toMatch(/^[\w-]{16,100}$/);
  });

  it('shows the decline and a pay-again link that returns to the form, with a new attempt', async () => {
    let answers = 0;
    const { server, user } = renderExamPage(PAID.productId, {
      'PUT /ledger-api/orders/challenge-exam': () => json(200, order(PAID)),
      [`PUT /ledger-api/orders/order-${PAID.productId}/payment/card`]: () =>
        answers++ === 0 ? json(402, DECLINED) : json(200, enabled(PAID)),
    });
    await screen.findByRole('heading', { level: 1, name: 'BUS101 Challenge Exam' });
    await payWithCard(user, '4000000000000012');

    const failure = await screen.findByRole('alert', { name: 'Your payment did not go through' });
    expect(within(failure).getByText(DECLINED.global[0]!.message)).toBeTruthy();
    await user.click(within(failure).getByRole('link', { name: 'Pay again' }));

    await payWithCard(user, '4111111111111111');
    expect(
      await screen.findByText(/Your payment for the BUS101 Challenge Exam is complete/),
    ).toBeTruthy();
    const keys = server.requests
      .filter((r) => r.path.endsWith('/payment/card'))
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('enables a $0.00 exam without a card', async () => {
    const { server, user } = renderExamPage(FREE.productId, {
      'PUT /ledger-api/orders/challenge-exam': () => json(200, enabled(FREE)),
    });
    await screen.findByText('This exam is free for you: no payment is needed.');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enable the exam' }));
    expect(
      await screen.findByText(
        'Your challenge exam CSC110 Challenge Exam has been enabled. You can schedule your Challenge Exam now.',
      ),
    ).toBeTruthy();
    expect(server.requests.some((r) => r.path.endsWith('/payment/card'))).toBe(false);
  });

  it.each([
    ['REGISTERED', 'Status: Registered'],
    ['REGISTRATION_FAILED', 'Status: Registration failed'],
  ] as const)('shows a paid exam whose registration is %s', async (status, text) => {
    renderExamPage(PAID.productId, {
      [`GET /ledger-api/orders/challenge-exam/${PAID.productId}`]: () =>
        json(200, {
          ...enabled(PAID),
          examRegistration: { status, updatedAt: '2026-11-22T04:00:00Z' },
        }),
    });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('shows the registrar’s message with a refused registration', async () => {
    renderExamPage(PAID.productId, {
      [`GET /ledger-api/orders/challenge-exam/${PAID.productId}`]: () =>
        json(200, {
          ...enabled(PAID),
          examRegistration: {
            status: 'REGISTRATION_FAILED',
            updatedAt: '2026-11-22T04:00:00Z',
            message: 'No seat in your region this month.',
          },
        }),
    });
    expect(await screen.findByText('Status: Registration failed')).toBeTruthy();
    expect(
      screen.getByText('The registrar wrote: No seat in your region this month.'),
    ).toBeTruthy();
  });

  it('captures the PayPal checkout it comes back with, once', async () => {
    const { server } = renderExamPage(
      PAID.productId,
      {
        [`GET /ledger-api/orders/challenge-exam/${PAID.productId}`]: () => json(200, order(PAID)),
        [`PUT /ledger-api/orders/order-${PAID.productId}/payment/paypal/token`]: () =>
          json(200, enabled(PAID)),
      },
      '?paypal=return&token=EC123&PayerID=SBXPAYER',
    );
    expect(
      await screen.findByText(/Your payment for the BUS101 Challenge Exam is complete/),
    ).toBeTruthy();
    const captures = server.requests.filter((r) => r.path.endsWith('/payment/paypal/token'));
    expect(captures.map((r) => JSON.parse(r.body))).toEqual([
      { expressCheckoutToken: 'EC123', promoCode: null },
    ]);
  });

  it('says a PayPal checkout was cancelled, and pay again shows the methods', async () => {
    const { user } = renderExamPage(
      PAID.productId,
      {
        [`GET /ledger-api/orders/challenge-exam/${PAID.productId}`]: () => json(200, order(PAID)),
        'GET /ledger-api/challenge-exam/payment/methods': () =>
          json(200, {
            CREDIT_CARD: {
              label: 'Pay with Credit Card',
              options: [{ cardType: 'VISA', displayName: 'VISA' }],
            },
            PAYPAL: { label: 'Pay with PayPal', options: [] },
          }),
      },
      '?paypal=cancel&token=EC123',
    );
    const failure = await screen.findByRole('alert', { name: 'Your payment did not go through' });
    expect(within(failure).getByText('The payment has been cancelled.')).toBeTruthy();
    await user.click(within(failure).getByRole('link', { name: 'Pay again' }));
    await user.click(await screen.findByRole('radio', { name: 'Pay with PayPal' }));
    expect(screen.getByRole('button', { name: 'Continue to PayPal' })).toBeTruthy();
  });

  it('says so for an id that is no exam', async () => {
    renderExamPage(1001, {});
    expect(await screen.findByText('This challenge exam does not exist.')).toBeTruthy();
  });
});
