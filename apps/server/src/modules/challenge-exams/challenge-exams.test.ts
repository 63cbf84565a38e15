import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json, signedInLearner } from '../../test/accounts';
import { dashboardStudent, FREE_EXAM, orderExam, PAID_EXAM } from '../../test/challenge-exams';
import {
  chargesOfOrder,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  sendJson,
} from '../../test/enrolment';
import { chooseAtPayPal } from '../../test/paypal';
import { queryRows } from '../../test/test-database';
import { sandboxPayPalRecords } from '../../payments/sandbox-paypal-routes';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  createSandboxCardProvider,
  SANDBOX_CARDS,
  type SandboxCardProvider,
} from '../../payments/sandbox-card-provider';
import { registerChallengeExams } from './register-challenge-exams';

let server: TestServer;
let sandbox: SandboxCardProvider;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  sandbox = createSandboxCardProvider(server.database.db, server.clock);
});
afterAll(async () => server?.close());

const orderEvents = (orderId: string) =>
  queryRows<{ event: string | null; status: string; registration: string | null }>(
    server.database.db,
    sql`select payload->>'event' as event, payload->'order'->>'status' as status,
          payload->'order'->'examRegistration'->>'status' as registration
        from outbox where subject = 'orderEntity' and payload->'order'->>'orderId' = ${orderId}
        order by id`,
  );

const registerExams = () =>
  registerChallengeExams({
    db: server.database.db,
    tenants: server.tenants,
    now: () => server.clock.now(),
  });

const examOrderOf = (token: string, productId: number) =>
  server.request(`/ledger-api/orders/challenge-exam/${productId}`, asUser(token));

describe('the challenge-exam catalogue and methods', () => {
  it('lists each exam with its price and the course it examines', async () => {
    const exams = await json(await server.request('/catalog-api/challenge-exams'));
    expect(exams).toContainEqual({
      productId: PAID_EXAM.productId,
      name: PAID_EXAM.name,
      price: 4900,
      course: { productId: 1001, code: 'BUS101', name: expect.any(String) },
    });
    expect(exams).toContainEqual(
      expect.objectContaining({ productId: FREE_EXAM.productId, price: 0 }),
    );
  });

  it('offers the card and PayPal for an exam, never a prepaid token or a bank transfer', async () => {
    const { token } = await dashboardStudent(server);
    const methods = await json(
      await server.request('/ledger-api/challenge-exam/payment/methods', asUser(token)),
    );
    expect(Object.keys(methods)).toEqual(['CREDIT_CARD', 'PAYPAL']);
    expect(methods.CREDIT_CARD.options.map((o: { cardType: string }) => o.cardType)).toContain(
      'VISA',
    );

    const email = `${randomUUID()}@example.test`;
    const prepaid = await signedInLearner(server, { email, tenant: 'harborline' });
    const none = await server.request(
      '/ledger-api/challenge-exam/payment/methods',
      asUser(prepaid.access_token, 'harborline'),
    );
    expect(await json(none)).toEqual({});
  });
});

describe('buying a challenge exam', () => {
  it('pays a priced exam by card once: the registration starts, no plan and no membership change', async () => {
    const student = await dashboardStudent(server);
    expect((await examOrderOf(student.token, PAID_EXAM.productId)).status).toBe(404);

    const placed = await json(await orderExam(server, student.token, PAID_EXAM.productId));
    expect(placed).toMatchObject({
      kind: 'CHALLENGE_EXAM',
      status: 'CREATED',
      total: 4900,
      degreeProgramId: null,
      orderItems: [
        {
          name: PAID_EXAM.name,
          productId: PAID_EXAM.productId,
          price: 4900,
          orderItemSpecs: [{ type: 'CHALLENGE_EXAM' }],
        },
      ],
      examRegistration: null,
    });
    const again = await json(await orderExam(server, student.token, PAID_EXAM.productId));
    expect(again.orderId).toBe(placed.orderId);

    const exam = { token: student.token, orderId: placed.orderId };
    const paid = await payByCard(server, exam);
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({
      status: 'SUCCESS',
      total: 4900,
      payment: { paymentInformation: { paymentMethod: 'CREDIT_CARD', lastFour: '1111' } },
      examRegistration: { status: 'REGISTRATION_PENDING' },
    });

    // Paying again charges nothing.
    const twice = await payByCard(server, exam);
    expect(twice.status).toBe(409);
    expect((await json(twice)).global[0].code).toBe('ORDER_ALREADY_PAYED');
    expect(await chargesOf(placed.orderId)).toBe(1);

    // One plan (the enrolment's) and the membership as it was.
    const plans = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from subscriptions s join users u on u.id = s.user_id
          where u.email = ${student.email}`,
    );
    expect(plans[0]!.n).toBe(1);
    const membership = await json(
      await server.request('/ledger-api/memberships', asUser(student.token)),
    );
    expect(membership.membershipStatus).toBe('enabled');

    expect(await orderEvents(placed.orderId)).toEqual([
      { event: 'CHALLENGE_EXAM_ORDER_CREATED', status: 'CREATED', registration: null },
      { event: null, status: 'PENDING', registration: null },
      {
        event: 'CHALLENGE_EXAM_ORDER_SUCCESS',
        status: 'SUCCESS',
        registration: 'REGISTRATION_PENDING',
      },
    ]);

    const receipt = await server.request(
      `/ledger-api/orders/${placed.orderId}/pdf`,
      asUser(student.token),
    );
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
  });

  it('declines a card, then takes the next one: the order fails, then succeeds', async () => {
    const student = await dashboardStudent(server);
    const placed = await json(await orderExam(server, student.token, PAID_EXAM.productId));
    const exam = { token: student.token, orderId: placed.orderId };

    const declined = await payByCard(server, exam, {
      card: { creditCardNumber: SANDBOX_CARDS.declined[12] },
    });
    expect(declined.status).toBe(402);
    expect((await json(declined)).global[0].code).toBe('PAYMENT_DECLINED');
    const failed = await json(await examOrderOf(student.token, PAID_EXAM.productId));
    expect(failed).toMatchObject({ status: 'FAIL', examRegistration: null });

    const paid = await payByCard(server, exam);
    expect(await json(paid)).toMatchObject({
      status: 'SUCCESS',
      examRegistration: { status: 'REGISTRATION_PENDING' },
    });
    expect((await orderEvents(placed.orderId)).map((e) => e.event)).toEqual([
      'CHALLENGE_EXAM_ORDER_CREATED',
      null,
      'CHALLENGE_EXAM_ORDER_FAIL',
      null,
      'CHALLENGE_EXAM_ORDER_SUCCESS',
    ]);
    expect(await chargesOf(placed.orderId)).toBe(1);
  });

  it('enables a $0.00 exam without a payment', async () => {
    const student = await dashboardStudent(server);
    const placed = await json(await orderExam(server, student.token, FREE_EXAM.productId));
    expect(placed).toMatchObject({
      status: 'SUCCESS',
      total: 0,
      payment: null,
      examRegistration: { status: 'REGISTRATION_PENDING' },
    });
    const attempts = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from payment_attempts where order_id = ${placed.orderId}`,
    );
    expect(attempts[0]!.n).toBe(0);
    expect((await orderEvents(placed.orderId)).map((e) => e.event)).toEqual([
      'CHALLENGE_EXAM_ORDER_CREATED',
      'CHALLENGE_EXAM_ORDER_SUCCESS',
    ]);
    const paying = await payByCard(server, { token: student.token, orderId: placed.orderId });
    expect((await json(paying)).global[0].code).toBe('ORDER_ALREADY_PAYED');
  });

  it('registers the exam with the proctoring service, which refuses its demo candidate', async () => {
    const registered = await dashboardStudent(server);
    const refused = await dashboardStudent(server, `proctor-fail-${randomUUID()}@example.test`);
    const first = await json(await orderExam(server, registered.token, FREE_EXAM.productId));
    const second = await json(await orderExam(server, refused.token, FREE_EXAM.productId));

    await registerExams();

    const one = await json(await examOrderOf(registered.token, FREE_EXAM.productId));
    const two = await json(await examOrderOf(refused.token, FREE_EXAM.productId));
    expect(one.examRegistration.status).toBe('REGISTERED');
    expect(two.examRegistration.status).toBe('REGISTRATION_FAILED');
    expect((await orderEvents(first.orderId)).at(-1)).toEqual({
      event: null,
      status: 'SUCCESS',
      registration: 'REGISTERED',
    });
    expect((await orderEvents(second.orderId)).at(-1)?.registration).toBe('REGISTRATION_FAILED');

    // A second run has nothing left to move.
    const before = (await orderEvents(first.orderId)).length;
    await registerExams();
    expect((await orderEvents(first.orderId)).length).toBe(before);
  });

  it('refuses a promotion code on an exam', async () => {
    const student = await dashboardStudent(server);
    const placed = await json(await orderExam(server, student.token, PAID_EXAM.productId));
    const response = await payByCard(
      server,
      {
        token: student.token,
        orderId: placed.orderId,
      },
      { card: { promoCode: 'SAVE20' } },
    );
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toContainEqual(
      expect.objectContaining({ field: 'promoCode', code: 'NOT_FOUND' }),
    );
  });
});

describe('who may buy an exam', () => {
  it('needs dashboard access to place or pay an exam order', async () => {
    const learner = await learnerWithOrder(server);
    const response = await orderExam(server, learner.token, PAID_EXAM.productId);
    expect(response.status).toBe(403);
    expect((await json(response)).global[0].code).toBe('PERMISSION_DENIED');
  });

  it('pays an exam by PayPal, coming back to the exam page, and captures it once', async () => {
    const student = await dashboardStudent(server);
    const placed = await json(await orderExam(server, student.token, PAID_EXAM.productId));
    const tokenPath = `/ledger-api/orders/${placed.orderId}/payment/paypal/token`;
    const checkout = await json(await server.request(tokenPath, asUser(student.token)));
    const back = await chooseAtPayPal(server, checkout.approvalUrl, 'approve');
    expect(back.pathname).toBe(`/account/challenge-exam/payment/${PAID_EXAM.productId}`);
    expect(back.searchParams.get('paypal')).toBe('return');
    expect(back.searchParams.get('token')).toBe(checkout.expressCheckoutToken);

    const capture = () =>
      sendJson(server, tokenPath, {
        token: student.token,
        body: { expressCheckoutToken: checkout.expressCheckoutToken, promoCode: null },
      });
    expect(await json(await capture())).toMatchObject({
      status: 'SUCCESS',
      total: 4900,
      payment: { paymentInformation: { paymentMethod: 'PAYPAL' } },
      examRegistration: { status: 'REGISTRATION_PENDING' },
    });
    expect((await capture()).status).toBe(200);
    expect(
      await sandboxPayPalRecords.captures(server.database.db, checkout.expressCheckoutToken),
    ).toBe(1);
    // The PayPal account the capture vaulted starts no plan for an exam.
    const plans = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from subscriptions s join users u on u.id = s.user_id
          where u.email = ${student.email}`,
    );
    expect(plans[0]!.n).toBe(1);

    const cancelled = await dashboardStudent(server);
    const other = await json(await orderExam(server, cancelled.token, PAID_EXAM.productId));
    const again = await json(
      await server.request(
        `/ledger-api/orders/${other.orderId}/payment/paypal/token`,
        asUser(cancelled.token),
      ),
    );
    const cancel = await chooseAtPayPal(server, again.approvalUrl, 'cancel');
    expect(`${cancel.pathname}?paypal=${cancel.searchParams.get('paypal')}`).toBe(
      `/account/challenge-exam/payment/${PAID_EXAM.productId}?paypal=cancel`,
    );
  });

  it('pays an exam only by its own methods', async () => {
    const student = await dashboardStudent(server);
    const placed = await json(await orderExam(server, student.token, PAID_EXAM.productId));
    const prepaid = await sendJson(
      server,
      `/ledger-api/orders/${placed.orderId}/payment/prepaid-token`,
      {
        token: student.token,
        key: randomUUID(),
        body: { token: 'NOC-HCAC-DEMO0001' },
      },
    );
    expect(prepaid.status).toBe(403);
    const ach = await sendJson(server, '/ledger-api/payment/token/ach', {
      token: student.token,
      method: 'POST',
      body: {
        objectId: placed.orderId,
        billToFirstName: 'Test',
        billToLastName: 'Learner',
        billToStreet: '1 Main St',
        billToCity: 'Hays',
        billToState: 'KS',
        billToCountry: 'US',
        billToZip: '67601',
      },
    });
    expect(ach.status).toBe(403);
    expect((await json(ach)).global[0].code).toBe('PERMISSION_DENIED');
  });

  it('answers unknown exams, courses that are no exam and bad ids clearly', async () => {
    const student = await dashboardStudent(server);
    expect((await orderExam(server, student.token, 999_999)).status).toBe(404);
    expect((await orderExam(server, student.token, 1001)).status).toBe(404);
    const bad = await sendJson(server, '/ledger-api/orders/challenge-exam', {
      token: student.token,
      body: { productId: 'BUS101' },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).global[0].code).toBe('VALIDATION_FAILED');
    expect((await examOrderOf(student.token, 0)).status).toBe(400);
  });

  it("never lets a student read or change another student's exam order (404)", async () => {
    const owner = await dashboardStudent(server);
    const other = await dashboardStudent(server);
    const placed = await json(await orderExam(server, owner.token, PAID_EXAM.productId));
    const orderId = placed.orderId as string;

    const reads = [
      `/ledger-api/orders/${orderId}`,
      `/ledger-api/orders/${orderId}/pdf`,
      `/ledger-api/orders/${orderId}/transactions/${randomUUID()}`,
    ];
    for (const path of reads) {
      const response = await server.request(path, asUser(other.token));
      expect(response.status, path).toBe(404);
    }
    expect((await examOrderOf(other.token, PAID_EXAM.productId)).status).toBe(404);

    const paying = await payByCard(server, { token: other.token, orderId });
    expect(paying.status).toBe(404);
    expect((await json(paying)).global[0].code).toBe('NOT_FOUND');

    // The other student's own order of the same exam is a new one; the owner's stays unpaid.
    const theirs = await json(await orderExam(server, other.token, PAID_EXAM.productId));
    expect(theirs.orderId).not.toBe(orderId);
    const mine = await json(await examOrderOf(owner.token, PAID_EXAM.productId));
    expect(mine).toMatchObject({ orderId, status: 'CREATED', payment: null });
    expect(await chargesOf(orderId)).toBe(0);

    // Another tenant does not know the order either.
    const elsewhere = await server.request(
      `/ledger-api/orders/${orderId}`,
      asUser(owner.token, 'fhsu'),
    );
    expect([401, 404]).toContain(elsewhere.status);
  });
});

const chargesOf = (orderId: string) => chargesOfOrder(server, sandbox, orderId);
