// PayPal express checkout over real HTTP, against the sandbox PayPal the server itself serves:
// token -> approval page -> capture, on each database the suite runs on.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json } from '../../test/accounts';
import { learnerWithOrder, LOTS_OF_SIGN_INS, PROGRAM_PRICE, sendJson } from '../../test/enrolment';
import { chooseAtPayPal, type PayPalChoice } from '../../test/paypal';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { buildApp } from '../../app';
import { sandboxPayPalRecords } from '../../payments/sandbox-paypal-routes';
import { createTenantRegistry } from '../../tenancy/tenant-registry';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

type Learner = Awaited<ReturnType<typeof learnerWithOrder>>;

const tokenPath = (orderId: string, promoCode?: string) =>
  `/ledger-api/orders/${orderId}/payment/paypal/token${promoCode ? `?promoCode=${promoCode}` : ''}`;

async function startCheckout(learner: Learner, options: { promoCode?: string } = {}) {
  const response = await server.request(
    tokenPath(learner.orderId, options.promoCode),
    asUser(learner.token),
  );
  expect(response.status).toBe(200);
  return (await json(response)) as { expressCheckoutToken: string; approvalUrl: string };
}

const choose = (approvalUrl: string, choice: PayPalChoice) =>
  chooseAtPayPal(server, approvalUrl, choice);

const capture = (learner: Learner, token: string, tokenOwner: Learner = learner) =>
  sendJson(server, tokenPath(tokenOwner.orderId), {
    token: learner.token,
    body: { expressCheckoutToken: token, promoCode: null },
  });

const captures = (token: string) => sandboxPayPalRecords.captures(server.database.db, token);

async function eventsOf(email: string) {
  return queryRows<{ event: string }>(
    server.database.db,
    sql`select payload->>'event' as event from outbox o join users u on u.id = o.user_id
        where u.email = ${email} and payload->>'event' is not null order by o.id`,
  );
}

describe('PayPal express checkout', () => {
  it('is offered in the paid modes', async () => {
    const learner = await learnerWithOrder(server);
    const methods = await json(
      await server.request('/ledger-api/payment/methods', asUser(learner.token)),
    );
    expect(methods.PAYPAL).toEqual({ label: 'Pay with PayPal', options: [] });
  });

  it('brings the learner back to a page in the language they left from', async () => {
    const learner = await learnerWithOrder(server);
    const init = asUser(learner.token);
    const response = await server.request(tokenPath(learner.orderId), {
      ...init,
      headers: { ...init.headers, 'Accept-Language': 'es-US' },
    });
    const { approvalUrl } = (await json(response)) as { approvalUrl: string };
    expect((await choose(approvalUrl, 'cancel')).pathname).toBe('/es/payment/cancel');
  });

  it('sends the learner to approve, then captures once and completes the order', async () => {
    const learner = await learnerWithOrder(server);
    const checkout = await startCheckout(learner);
    expect(checkout.approvalUrl).toMatch(
      /^http:\/\/default\.localhost:\d+\/sandbox-paypal\/checkoutnow\?token=[A-Z0-9]+$/,
    );
    // The amount is fixed when the token is made, on an attempt waiting for the payer.
    const [attempt] = await queryRows<{ status: string; amount_cents: number; method: string }>(
      server.database.db,
      sql`select status, amount_cents, payment_method as method from payment_attempts
          where order_id = ${learner.orderId}`,
    );
    expect(attempt).toEqual({
      status: 'REQUIRES_ACTION',
      amount_cents: PROGRAM_PRICE,
      method: 'PAYPAL',
    });

    const back = await choose(checkout.approvalUrl, 'approve');
    expect(back.pathname).toBe('/payment/return');
    expect(back.searchParams.get('token')).toBe(checkout.expressCheckoutToken);

    const paid = await capture(learner, checkout.expressCheckoutToken);
    expect(paid.status).toBe(200);
    const order = await json(paid);
    expect(order).toMatchObject({ status: 'SUCCESS', total: PROGRAM_PRICE });
    expect(order.payment).toMatchObject({
      responseCode: 0,
      paymentInformation: { paymentMethod: 'PAYPAL', cardType: null, lastFour: null },
    });
    expect(await captures(checkout.expressCheckoutToken)).toBe(1);
    const membership = await json(
      await server.request('/ledger-api/memberships', asUser(learner.token)),
    );
    expect(membership.membershipStatus).toBe('enabled');
    expect((await eventsOf(learner.email)).map((e) => e.event)).toEqual([
      'MEMBERSHIP_PENDING',
      'ORDER_CREATED',
      'MEMBERSHIP_ENABLED',
      // The capture vaulted the learner's PayPal: the payment plan starts, as a card's does.
      'USER_SUBSCRIPTION_ENABLED',
      'ORDER_SUCCESS',
    ]);

    // A second capture of the same token charges nothing and answers the paid order.
    const again = await capture(learner, checkout.expressCheckoutToken);
    expect(again.status).toBe(200);
    expect((await json(again)).status).toBe('SUCCESS');
    expect(await captures(checkout.expressCheckoutToken)).toBe(1);
    // And a new checkout for the paid order is refused.
    const more = await server.request(tokenPath(learner.orderId), asUser(learner.token));
    expect(more.status).toBe(409);
    expect((await json(more)).global[0].code).toBe('ORDER_ALREADY_PAYED');
  });

  it('captures once when the learner captures five times at once', async () => {
    const learner = await learnerWithOrder(server);
    const checkout = await startCheckout(learner);
    await choose(checkout.approvalUrl, 'approve');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => capture(learner, checkout.expressCheckoutToken)),
    );
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(await captures(checkout.expressCheckoutToken)).toBe(1);
  });

  it('prices with the promotion when the token is made', async () => {
    const learner = await learnerWithOrder(server);
    const refused = await server.request(
      tokenPath(learner.orderId, 'NOSUCHCODE'),
      asUser(learner.token),
    );
    expect(refused.status).toBe(400);
    expect((await json(refused)).fields[0]).toMatchObject({ field: 'promoCode' });
  });

  it('tells a cancelled checkout, and the learner can pay again', async () => {
    const learner = await learnerWithOrder(server);
    const checkout = await startCheckout(learner);
    const back = await choose(checkout.approvalUrl, 'cancel');
    expect(back.pathname).toBe('/payment/cancel');
    expect(back.searchParams.get('token')).toBe(checkout.expressCheckoutToken);

    const refused = await capture(learner, checkout.expressCheckoutToken);
    expect(refused.status).toBe(402);
    expect((await json(refused)).global[0]).toEqual({
      code: 'PAYMENT_CANCEL',
      message: 'The payment has been cancelled.',
    });
    expect(await captures(checkout.expressCheckoutToken)).toBe(0);

    const second = await startCheckout(learner);
    await choose(second.approvalUrl, 'approve');
    const paid = await capture(learner, second.expressCheckoutToken);
    expect((await json(paid)).status).toBe('SUCCESS');
  });

  it('declines a capture by a failing instrument, and the learner can try again', async () => {
    const learner = await learnerWithOrder(server);
    const checkout = await startCheckout(learner);
    await choose(checkout.approvalUrl, 'approve-failing');
    const declined = await capture(learner, checkout.expressCheckoutToken);
    expect(declined.status).toBe(402);
    expect((await json(declined)).global[0].code).toBe('PAYMENT_DECLINED');
    expect(await captures(checkout.expressCheckoutToken)).toBe(0);
    const order = await json(
      await server.request(`/ledger-api/orders/${learner.orderId}`, asUser(learner.token)),
    );
    expect(order.status).toBe('FAIL');
    // The same declined token stays declined.
    expect((await capture(learner, checkout.expressCheckoutToken)).status).toBe(402);

    const second = await startCheckout(learner);
    await choose(second.approvalUrl, 'approve');
    expect((await json(await capture(learner, second.expressCheckoutToken))).status).toBe(
      'SUCCESS',
    );
  });

  it("answers another learner's order or token like a missing one", async () => {
    const owner = await learnerWithOrder(server);
    const other = await learnerWithOrder(server);
    const checkout = await startCheckout(owner);
    await choose(checkout.approvalUrl, 'approve');

    const start = await server.request(tokenPath(owner.orderId), asUser(other.token));
    expect(start.status).toBe(404);
    expect((await capture(other, checkout.expressCheckoutToken, owner)).status).toBe(404);
    // Their own order with someone else's token.
    expect((await capture(other, checkout.expressCheckoutToken, other)).status).toBe(404);
    expect(await captures(checkout.expressCheckoutToken)).toBe(0);
    // The owner still pays.
    expect((await capture(owner, checkout.expressCheckoutToken)).status).toBe(200);
  });

  it('refuses malformed input with the catalogue errors', async () => {
    const learner = await learnerWithOrder(server);
    const bodies = [
      {},
      { expressCheckoutToken: '' },
      { expressCheckoutToken: '../x' },
      { expressCheckoutToken: 7 },
    ];
    for (const body of bodies) {
      const response = await sendJson(server, tokenPath(learner.orderId), {
        token: learner.token,
        body,
      });
      expect(response.status).toBe(400);
      expect((await json(response)).fields[0].field).toBe('expressCheckoutToken');
    }
    const unknown = await capture(learner, 'NOSUCHTOKEN123');
    expect(unknown.status).toBe(404);
    const badId = await server.request(tokenPath('not-a-uuid'), asUser(learner.token));
    expect(badId.status).toBe(400);
    const anonymous = await server.request(tokenPath(learner.orderId));
    expect(anonymous.status).toBe(401);
  });

  it('is refused where the mode does not allow it or the tenant switched it off', async () => {
    const prepaid = await learnerWithOrder(server, { tenant: 'harborline' });
    const refused = await server.request(
      tokenPath(prepaid.orderId),
      asUser(prepaid.token, 'harborline'),
    );
    expect(refused.status).toBe(403);

    // The same database and tenants, but `default` offers cards only.
    const cardsOnly = createTenantRegistry({
      tenants: server.tenants
        .all()
        .map((t) =>
          t.id === 'default'
            ? { ...t, config: { ...t.config, paymentMethods: ['CREDIT_CARD'] } }
            : t,
        ) as never,
      global: server.tenants.global,
    });
    const second = await buildApp({
      db: server.database.db,
      clock: server.clock,
      tenants: cardsOnly,
      buildVersion: 'test',
      logLevel: 'silent',
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = second.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const learner = await learnerWithOrder(server);
      const headers = {
        Authorization: `Bearer ${learner.token}`,
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/json',
      };
      const methods = await json(
        await fetch(`http://127.0.0.1:${port}/ledger-api/payment/methods`, { headers }),
      );
      expect(Object.keys(methods)).toEqual(['CREDIT_CARD']);
      const start = await fetch(`http://127.0.0.1:${port}${tokenPath(learner.orderId)}`, {
        headers,
      });
      expect(start.status).toBe(403);
      expect((await json(start)).global[0].code).toBe('PERMISSION_DENIED');
      const put = await fetch(`http://127.0.0.1:${port}${tokenPath(learner.orderId)}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ expressCheckoutToken: 'ABC123' }),
      });
      expect(put.status).toBe(403);
    } finally {
      await second.close();
    }
  });
});
