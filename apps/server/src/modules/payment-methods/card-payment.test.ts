import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json, signedInLearner } from '../../test/accounts';
import {
  cardPayload,
  chargesOfOrder,
  learnerWithOrder,
  payByCard,
  PROGRAM_ID,
  PROGRAM_PRICE,
  sendJson,
  LOTS_OF_SIGN_INS,
} from '../../test/enrolment';
import { SELECTIVE_PROGRAM } from '../../test/coursework';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { buildApp } from '../../app';
import {
  createSandboxCardProvider,
  SANDBOX_CARDS,
  type SandboxCardProvider,
} from '../../payments/sandbox-card-provider';

let server: TestServer;
let sandbox: SandboxCardProvider;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  // The app's own sandbox keeps its records in this database, so this one sees the same charges.
  sandbox = createSandboxCardProvider(server.database.db, server.clock);
});
afterAll(async () => server?.close());

const chargesOf = (orderId: string) => chargesOfOrder(server, sandbox, orderId);

describe('a new account before its first order', () => {
  it('has no order and no membership yet: a normal answer (null), not a 404', async () => {
    const token = (await signedInLearner(server, { email: `${randomUUID()}@example.com` }))
      .access_token;
    for (const path of ['/ledger-api/orders/degreeprogram', '/ledger-api/memberships']) {
      const response = await server.request(path, asUser(token));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await json(response)).toBeNull();
    }
  });
});

describe('PUT /ledger-api/orders/degreeprogram', () => {
  it('creates the order and a pending membership once, and returns the same order again', async () => {
    const learner = await learnerWithOrder(server);
    expect(learner.order).toMatchObject({
      status: 'CREATED',
      kind: 'ENROLLMENT_PLAN',
      degreeProgramId: PROGRAM_ID,
      total: PROGRAM_PRICE,
      payment: null,
    });
    const again = await sendJson(server, '/ledger-api/orders/degreeprogram', {
      token: learner.token,
      body: { degreeProgramId: PROGRAM_ID },
    });
    expect((await json(again)).orderId).toBe(learner.orderId);
    const membership = await server.request('/ledger-api/memberships', asUser(learner.token));
    expect(await json(membership)).toMatchObject({ membershipStatus: 'pending' });
    const user = await json(await server.request('/user-api/users', asUser(learner.token)));
    expect(user.degreeProgram.id).toBe(PROGRAM_ID);
    const events = await queryRows<{ subject: string; event: string }>(
      server.database.db,
      sql`select subject, payload->>'event' as event from outbox o join users u on u.id = o.user_id
          where u.email = ${learner.email} order by o.id`,
    );
    expect(events).toEqual([
      { subject: 'membershipEntity', event: 'MEMBERSHIP_PENDING' },
      { subject: 'orderEntity', event: 'ORDER_CREATED' },
    ]);
  });

  it('creates one order when a learner asks five times at once', async () => {
    const email = `${randomUUID()}@example.test`;
    const { access_token: token } = await signedInLearner(server, { email });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        sendJson(server, '/ledger-api/orders/degreeprogram', {
          token,
          body: { degreeProgramId: PROGRAM_ID },
        }).then(json),
      ),
    );
    expect(new Set(answers.map((a) => a.orderId)).size).toBe(1);
    expect(answers[0].status).toBe('CREATED');
  });

  it("offers an employer's staff only their employer's programs", async () => {
    // harborline enrols for employer 1002, which offers programs 1, 4 and 6, not 2.
    const email = `${randomUUID()}@example.test`;
    const { access_token: token } = await signedInLearner(server, { email, tenant: 'harborline' });
    const elsewhere = await sendJson(server, '/ledger-api/orders/degreeprogram', {
      token,
      tenant: 'harborline',
      body: { degreeProgramId: 2 },
    });
    expect(elsewhere.status).toBe(404);
    expect(await json(elsewhere)).toEqual({
      global: [{ code: 'NOT_FOUND', message: 'Not found' }],
    });
    const offered = await sendJson(server, '/ledger-api/orders/degreeprogram', {
      token,
      tenant: 'harborline',
      body: { degreeProgramId: 6 },
    });
    expect(offered.status).toBe(200);
  });

  it("sells a partner school's learner only the programs its site lists (fhsu: FHSU-BGS)", async () => {
    const email = `${randomUUID()}@example.test`;
    const { access_token: token } = await signedInLearner(server, { email, tenant: 'fhsu' });
    const order = (degreeProgramId: number) =>
      sendJson(server, '/ledger-api/orders/degreeprogram', {
        token,
        tenant: 'fhsu',
        body: { degreeProgramId },
      });
    // Program 1 (NOC-AAGS) is the provider's own, sold on the main site, not on fhsu's.
    const elsewhere = await order(1);
    expect(elsewhere.status).toBe(404);
    expect(await json(elsewhere)).toEqual({
      global: [{ code: 'NOT_FOUND', message: 'Not found' }],
    });
    expect((await order(SELECTIVE_PROGRAM)).status).toBe(200);
  });

  it('refuses an unknown program', async () => {
    const learner = await learnerWithOrder(server);
    const response = await sendJson(server, '/ledger-api/orders/degreeprogram', {
      token: learner.token,
      body: { degreeProgramId: 999 },
    });
    expect(response.status).toBe(404);
  });
});

describe('PUT /ledger-api/orders/{id}/payment/card', () => {
  it('pays the order, starts the monthly plan, enables the membership and records brand and last four', async () => {
    const learner = await learnerWithOrder(server);
    const response = await payByCard(server, learner);
    expect(response.status).toBe(200);
    const order = await json(response);
    expect(order).toMatchObject({
      status: 'SUCCESS',
      total: PROGRAM_PRICE,
      payment: {
        responseCode: 0,
        approvalStatus: 'Approved',
        transactionStatus: 6,
        paymentInformation: { paymentMethod: 'CREDIT_CARD', cardType: 'VISA', lastFour: '1111' },
      },
    });
    expect(order.payment.pnref).toMatch(/^SBX/);
    const membership = await server.request('/ledger-api/memberships', asUser(learner.token));
    // Access lasts through the next period's retries (a month, then 5 days).
    expect(await json(membership)).toMatchObject({
      membershipStatus: 'enabled',
      membershipExpiredDate: '2026-12-27T12:00:00.000Z',
    });
    const plan = await server.request('/ledger-api/subscriptions/current', asUser(learner.token));
    expect(await json(plan)).toMatchObject({
      status: 'ENABLED',
      amount: PROGRAM_PRICE,
      nextPaymentDate: '2026-12-22T12:00:00.000Z',
      periodicity: 'MONT',
      totalDebt: 0,
      paymentInformation: { paymentMethod: 'CREDIT_CARD', cardType: 'VISA', lastFour: '1111' },
      paymentMethodExpiresOn: '2028-12',
    });
    const fetched = await server.request(
      `/ledger-api/orders/${learner.orderId}`,
      asUser(learner.token),
    );
    expect(await json(fetched)).toEqual(order);
    expect(await chargesOf(learner.orderId)).toBe(1);
    const events = await queryRows<{ subject: string; event: string | null }>(
      server.database.db,
      sql`select subject, payload->>'event' as event from outbox o join users u on u.id = o.user_id
          where u.email = ${learner.email} order by o.id`,
    );
    expect(events.slice(2)).toEqual([
      { subject: 'orderEntity', event: null },
      { subject: 'membershipEntity', event: 'MEMBERSHIP_ENABLED' },
      { subject: 'userSubscriptionEntity', event: 'USER_SUBSCRIPTION_ENABLED' },
      { subject: 'orderEntity', event: 'ORDER_SUCCESS' },
      // The card's billing address is now the user's (WCAG 3.3.7): the stored user is replaced.
      { subject: 'userEntity', event: null },
    ]);
  });

  it.each([
    [
      12,
      'PAYMENT_DECLINED',
      'Check the credit card number, expiration date, and transaction information and re-submit. Call the card issuing bank if unresolved.',
    ],
    [23, 'CARD_INVALID_ACCOUNT_NUMBER', 'Invalid account number'],
    [24, 'CARD_INVALID_EXPIRATION_DATE', 'Invalid expiration date'],
    [50, 'CARD_INSUFFICIENT_FUNDS', 'Insufficient funds available in account'],
    [51, 'CARD_EXCEEDS_TRANSACTION_LIMIT', 'Exceeds per transaction limit'],
    [52, 'CARD_PERMISSION_ISSUE', 'Permission issue'],
    [111, 'CARD_CAPTURE_ERROR', 'Capture error'],
    [112, 'CARD_ADDRESS_MISMATCH', 'Address and zip code do not match'],
    [114, 'CARD_SECURITY_CODE_MISMATCH', 'Card Security Code (CSC) mismatch'],
  ] as const)(
    'result %i answers %s with its message (docs/product/error-catalogue.md) and fails the order',
    async (code, errorCode, message) => {
      const learner = await learnerWithOrder(server);
      const number = SANDBOX_CARDS.declined[code];
      const response = await payByCard(server, learner, { card: { creditCardNumber: number } });
      expect(response.status).toBe(402);
      expect(await json(response)).toEqual({ global: [{ code: errorCode, message }] });
      const order = await json(
        await server.request(`/ledger-api/orders/${learner.orderId}`, asUser(learner.token)),
      );
      expect(order).toMatchObject({
        status: 'FAIL',
        payment: { responseCode: code, approvalStatus: 'Declined', transactionStatus: 1 },
      });
      expect(await chargesOf(learner.orderId)).toBe(0);
    },
  );

  it('lets the learner retry a declined card with another card and a new key', async () => {
    const learner = await learnerWithOrder(server);
    const declined = await payByCard(server, learner, {
      card: { creditCardNumber: SANDBOX_CARDS.declined[50] },
    });
    expect(declined.status).toBe(402);
    const paid = await payByCard(server, learner);
    expect(paid.status).toBe(200);
    expect((await json(paid)).status).toBe('SUCCESS');
    const again = await payByCard(server, learner);
    expect(again.status).toBe(409);
    expect((await json(again)).global[0]).toEqual({
      code: 'ORDER_ALREADY_PAYED',
      message: 'Order already paid',
    });
  });

  it('replays an idempotency key: the same outcome, one charge', async () => {
    const learner = await learnerWithOrder(server);
    const key = randomUUID();
    const first = await payByCard(server, learner, { key });
    const second = await payByCard(server, learner, { key });
    expect(second.status).toBe(first.status);
    expect(await json(second)).toEqual(await json(first));
    expect(await chargesOf(learner.orderId)).toBe(1);

    const declinedLearner = await learnerWithOrder(server);
    const declinedKey = randomUUID();
    const card = { creditCardNumber: SANDBOX_CARDS.declined[51] };
    const a = await payByCard(server, declinedLearner, { key: declinedKey, card });
    const b = await payByCard(server, declinedLearner, { key: declinedKey, card });
    expect([a.status, b.status]).toEqual([402, 402]);
    expect(await json(b)).toEqual(await json(a));
  });

  it('charges once when 20 payments of one order arrive at once', async () => {
    const learner = await learnerWithOrder(server);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        payByCard(server, learner, { key: i % 2 ? randomUUID() : 'shared-key-0000000001' }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const successes = await queryRows(
      server.database.db,
      sql`select 1 from payment_attempts where order_id = ${learner.orderId} and status = 'CAPTURED'`,
    );
    expect(successes).toHaveLength(1);
    expect(await chargesOf(learner.orderId)).toBe(1);
  });

  it('retries a gateway timeout with the same request id and charges once', async () => {
    const learner = await learnerWithOrder(server);
    const response = await payByCard(server, learner, {
      card: { creditCardNumber: SANDBOX_CARDS.timeoutOnceThenApproved },
    });
    expect(response.status).toBe(200);
    expect(await chargesOf(learner.orderId)).toBe(1);
  });

  it('answers PAYMENT_TIMEOUT when the gateway never answers, and a later payment settles it', async () => {
    const learner = await learnerWithOrder(server);
    const key = randomUUID();
    const card = { creditCardNumber: SANDBOX_CARDS.alwaysTimeout };
    const response = await payByCard(server, learner, { key, card });
    expect(response.status).toBe(402);
    expect((await json(response)).global[0]).toEqual({
      code: 'PAYMENT_TIMEOUT',
      message: 'Something went wrong, please try again.',
    });
    const pending = await json(
      await server.request(`/ledger-api/orders/${learner.orderId}`, asUser(learner.token)),
    );
    expect(pending.status).toBe('PENDING');
    // "Never received" is trusted only once the request can no longer reach the gateway.
    const early = await payByCard(server, learner);
    expect((await json(early)).global[0].code).toBe('PAYMENT_TIMEOUT');
    server.clock.advance(61_000);
    // The gateway never saw that request, so a new attempt may go ahead and pay.
    const retry = await payByCard(server, learner);
    expect(retry.status).toBe(200);
    expect(await chargesOf(learner.orderId)).toBe(1);
    // The timed-out key now replays its settled outcome.
    const replay = await payByCard(server, learner, { key, card });
    expect((await json(replay)).global[0].code).toBe('PAYMENT_TIMEOUT');
  });

  it('settles an attempt whose process died mid-call only once it is a minute old', async () => {
    const learner = await learnerWithOrder(server);
    await payByCard(server, learner, { card: { creditCardNumber: SANDBOX_CARDS.alwaysTimeout } });
    // As if the request had died between the gateway call and its second transaction.
    await server.database.db.execute(
      sql`update payment_attempts set status = 'IN_FLIGHT' where order_id = ${learner.orderId}`,
    );
    const early = await payByCard(server, learner);
    expect(early.status).toBe(409);
    expect((await json(early)).global[0].code).toBe('ORDER_IN_PAYMENT_PENDING');
    server.clock.advance(61_000);
    const later = await payByCard(server, learner);
    expect(later.status).toBe(200);
    expect(await chargesOf(learner.orderId)).toBe(1);
  });

  it('applies a promotion code to the amount charged', async () => {
    const learner = await learnerWithOrder(server);
    const response = await payByCard(server, learner, { card: { promoCode: 'save20' } });
    expect(response.status).toBe(200);
    expect((await json(response)).total).toBe(Math.round(PROGRAM_PRICE * 0.8));
    const [attempt] = await queryRows<{ id: string }>(
      server.database.db,
      sql`select id from payment_attempts where order_id = ${learner.orderId}`,
    );
    const charge = (await sandbox.charges()).find((c) => c.requestId === attempt!.id);
    expect(charge?.amountCents).toBe(Math.round(PROGRAM_PRICE * 0.8));

    const unknown = await payByCard(server, await learnerWithOrder(server), {
      card: { promoCode: 'NOPE' },
    });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).fields).toEqual([
      { field: 'promoCode', code: 'NOT_FOUND', message: 'Not found' },
    ]);
  });

  it.each([
    [
      { creditCardNumber: '4111 1111' },
      'creditCardNumber',
      'validation.cardNumber',
      'Please, enter a valid credit card number',
    ],
    [
      { cvv: '12' },
      'cvv',
      'validation.securityCode',
      'Please, enter a valid credit card CVC number.',
    ],
    [
      { cardTypeView: 'AMERICAN_EXPRESS', creditCardNumber: '378282246310005', cvv: '123' },
      'cvv',
      'validation.securityCode',
      'Please, enter a valid credit card CVC number.',
    ],
    [
      // The brand comes from the number; the label sent beside it is not trusted (docs/checkout.md).
      { cardTypeView: 'MASTERCARD' },
      'cardTypeView',
      'validation.cardTypeMismatch',
      'The card type does not match the card number',
    ],
    [
      { creditCardNumber: '3530111333300000' },
      'creditCardNumber',
      'validation.cardNumber',
      'Please, enter a valid credit card number',
    ],
    [
      { expireMonth: '10', expireYear: '26' },
      'expireYear',
      'validation.cardExpired',
      'The credit card has expired',
    ],
    [
      { firstName: '1abc' },
      'firstName',
      'validation.personName',
      'Must start with a letter and use only English letters, commas, apostrophes, periods, spaces and dashes',
    ],
  ])('refuses bad card input in the catalogue words (%j)', async (card, field, code, message) => {
    const learner = await learnerWithOrder(server);
    const response = await payByCard(server, learner, { card });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.global[0].code).toBe('VALIDATION_FAILED');
    expect(body.fields).toContainEqual({ field, code, message });
  });

  it('needs an idempotency key', async () => {
    const learner = await learnerWithOrder(server);
    const response = await sendJson(server, `/ledger-api/orders/${learner.orderId}/payment/card`, {
      token: learner.token,
      body: cardPayload(),
    });
    expect(response.status).toBe(400);
    expect((await json(response)).fields[0].field).toBe('idempotency-key');
  });

  it("answers 404 for another user's or another tenant's order", async () => {
    const owner = await learnerWithOrder(server);
    const other = await learnerWithOrder(server);
    for (const path of [`/ledger-api/orders/${owner.orderId}`]) {
      const response = await server.request(path, asUser(other.token));
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({
        global: [{ code: 'NOT_FOUND', message: 'Not found' }],
      });
    }
    expect((await payByCard(server, { token: other.token, orderId: owner.orderId })).status).toBe(
      404,
    );
    const elsewhere = await learnerWithOrder(server, { tenant: 'bluestem' });
    expect(
      (
        await server.request(
          `/ledger-api/orders/${owner.orderId}`,
          asUser(elsewhere.token, 'bluestem'),
        )
      ).status,
    ).toBe(404);
    expect(
      (await server.request('/ledger-api/orders/not-a-uuid', asUser(other.token))).status,
    ).toBe(400);
    expect(await chargesOf(owner.orderId)).toBe(0);
  });
});

describe('two server instances on one database', () => {
  it('still pay an order once when 20 payments are split between them', async () => {
    // A second instance of the app over the same database and the same (shared) gateway, as two
    // processes behind a load balancer would be.
    const second = await buildApp({
      db: server.database.db,
      clock: server.clock,
      tenants: server.tenants,
      buildVersion: 'test',
      logLevel: 'silent',
      paymentProviders: { CREDIT_CARD: sandbox },
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = second.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const learner = await learnerWithOrder(server);
      const viaSecond = () =>
        fetch(`http://127.0.0.1:${port}/ledger-api/orders/${learner.orderId}/payment/card`, {
          method: 'PUT',
          headers: {
            Authorization: `Bearer ${learner.token}`,
            'Content-Type': 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            'Idempotency-Key': randomUUID(),
          },
          body: JSON.stringify(cardPayload()),
        });
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? viaSecond() : payByCard(server, learner))),
      );
      expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
      expect(responses.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      expect(await chargesOf(learner.orderId)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
