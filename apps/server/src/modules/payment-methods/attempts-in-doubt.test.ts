import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { asUser, json } from '../../test/accounts';
import {
  cardPayload,
  chargesOfOrder,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  sendJson,
} from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, testJobRunner, type TestServer } from '../../test/test-server';
import {
  ProviderTimeoutError,
  type CardProvider,
  type PayPalProvider,
} from '../../payments/payment-provider';
import { createPayPalProvider } from '../../payments/paypal-provider';
import { SANDBOX_PAYPAL_PREFIX, sandboxPayPalRecords } from '../../payments/sandbox-paypal-routes';
import { chooseAtPayPal } from '../../test/paypal';
import {
  createSandboxCardProvider,
  SANDBOX_CARDS,
  type SandboxCardProvider,
} from '../../payments/sandbox-card-provider';

// docs/decisions/0005-payments.md: a card payment whose answer never came is settled by the job, by asking the
// gateway with the attempt's own request id, without waiting for the learner to come back.
let server: TestServer;
let sandbox: SandboxCardProvider;

/**
 * The sandbox, except that the answer to the "times out once" card is lost on every try: the
 * money moved, the request ends PAYMENT_TIMEOUT and its attempt UNKNOWN.
 */
const answersLost: CardProvider = {
  callTimeoutMs: 15_000,
  async chargeCard(request) {
    const result = await sandbox.chargeCard(request).catch(() => null);
    if (request.card.number === SANDBOX_CARDS.timeoutOnceThenApproved || !result) {
      throw new ProviderTimeoutError(request.requestId);
    }
    return result;
  },
  chargeStored: (request) => sandbox.chargeStored(request),
  findResult: (requestId) => sandbox.findResult(requestId),
  refund: (request) => sandbox.refund(request),
  submitDisputeEvidence: (request) => sandbox.submitDisputeEvidence(request),
};

/** The sandbox PayPal, reached at the test server once it listens. */
const paypal = createPayPalProvider({
  baseUrl: () => `${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}`,
  clientId: 'sandbox-client-id',
  clientSecret: 'sandbox-client-secret',
});

/** The sandbox PayPal, except that every capture's answer is lost: PayPal captured, we never heard. */
const capturesLost: PayPalProvider = {
  ...paypal,
  async capture(request) {
    await paypal.capture(request);
    throw new ProviderTimeoutError(request.requestId);
  },
};

beforeAll(async () => {
  server = await startTestServer({
    withJobs: true,
    paymentProviders: { CREDIT_CARD: answersLost, PAYPAL: capturesLost },
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
  });
  sandbox = createSandboxCardProvider(server.database.db, server.clock);
});
afterAll(async () => server?.close());

const quickly = { interval: 100 };

const orderStatus = async (learner: { token: string; orderId: string }) =>
  (await json(await server.request(`/ledger-api/orders/${learner.orderId}`, asUser(learner.token))))
    .status as string;

const attemptsOf = (orderId: string) =>
  queryRows<{ id: string; status: string; error_code: string | null }>(
    server.database.db,
    sql`select id, status, error_code from payment_attempts where order_id = ${orderId}
        order by created_at`,
  );

const chargesOf = (orderId: string) => chargesOfOrder(server, sandbox, orderId);

/** Moves the clock to the settling job's next slot and lets the schedule see it. */
async function nextRun(ms = 30_000) {
  server.clock.advance(ms);
  await server.jobs!.tick();
}

describe('the settling job', () => {
  it('records a charge whose answer was lost as the payment, without a learner request', async () => {
    const learner = await learnerWithOrder(server);
    const response = await payByCard(server, learner, {
      card: { creditCardNumber: SANDBOX_CARDS.timeoutOnceThenApproved },
    });
    expect((await json(response)).global[0].code).toBe('PAYMENT_TIMEOUT');
    expect(await orderStatus(learner)).toBe('PENDING');

    await nextRun();
    await expect.poll(() => orderStatus(learner), quickly).toBe('SUCCESS');
    const membership = await server.request('/ledger-api/memberships', asUser(learner.token));
    expect(await json(membership)).toMatchObject({ membershipStatus: 'enabled' });
    expect(await chargesOf(learner.orderId)).toBe(1);
  });

  it('fails a request the gateway never received once it can no longer arrive, then a new payment goes ahead', async () => {
    const learner = await learnerWithOrder(server);
    const response = await payByCard(server, learner, {
      card: { creditCardNumber: SANDBOX_CARDS.alwaysTimeout },
    });
    expect((await json(response)).global[0].code).toBe('PAYMENT_TIMEOUT');

    // Within the deadline "never received" may still change: the attempt stays in doubt.
    await nextRun();
    await nextRun(29_000);
    expect((await attemptsOf(learner.orderId))[0]!.status).toBe('UNKNOWN');
    await nextRun(2_000);
    await expect.poll(() => orderStatus(learner), quickly).toBe('FAIL');
    expect((await attemptsOf(learner.orderId))[0]).toMatchObject({
      status: 'FAILED',
      error_code: 'PAYMENT_TIMEOUT',
    });

    expect((await payByCard(server, learner)).status).toBe(200);
    expect(await chargesOf(learner.orderId)).toBe(1);
  });
});

describe('a PayPal capture whose answer was lost', () => {
  it('is settled by the job as the payment, asking PayPal about the checkout', async () => {
    const learner = await learnerWithOrder(server);
    const checkout = await json(
      await server.request(
        `/ledger-api/orders/${learner.orderId}/payment/paypal/token`,
        asUser(learner.token),
      ),
    );
    await chooseAtPayPal(server, checkout.approvalUrl, 'approve');
    const response = await sendJson(
      server,
      `/ledger-api/orders/${learner.orderId}/payment/paypal/token`,
      { token: learner.token, body: { expressCheckoutToken: checkout.expressCheckoutToken } },
    );
    expect((await json(response)).global[0].code).toBe('PAYMENT_TIMEOUT');
    expect((await attemptsOf(learner.orderId))[0]!.status).toBe('UNKNOWN');

    await nextRun();
    await expect.poll(() => orderStatus(learner), quickly).toBe('SUCCESS');
    expect((await attemptsOf(learner.orderId))[0]!.status).toBe('CAPTURED');
    expect(
      await sandboxPayPalRecords.captures(server.database.db, checkout.expressCheckoutToken),
    ).toBe(1);
    // PayPal said where it vaulted the payer's PayPal: the plan started with it.
    const plan = await json(
      await server.request('/ledger-api/subscriptions/current', asUser(learner.token)),
    );
    expect(plan.paymentInformation.paymentMethod).toBe('PAYPAL');
  });
});

describe('a server that dies while the gateway charges', () => {
  it('is settled by a new server on the same database as one payment, and never charged again', async () => {
    const learner = await learnerWithOrder(server);
    let reachedGateway!: () => void;
    const charged = new Promise<void>((resolve) => (reachedGateway = resolve));
    // The gateway charges; the process dies before the answer is recorded.
    const dying: CardProvider = {
      ...answersLost,
      async chargeCard(request) {
        await sandbox.chargeCard(request);
        reachedGateway();
        return new Promise(() => undefined);
      },
    };
    const first = await buildApp({
      db: server.database.db,
      clock: server.clock,
      tenants: server.tenants,
      buildVersion: 'test',
      logLevel: 'silent',
      paymentProviders: { CREDIT_CARD: dying },
    });
    await first.listen({ port: 0, host: '127.0.0.1' });
    const address = first.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    fetch(`http://127.0.0.1:${port}/ledger-api/orders/${learner.orderId}/payment/card`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${learner.token}`,
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify(cardPayload()),
    }).catch(() => undefined);
    await charged;
    const closing = first.close();
    first.server.closeAllConnections();
    await closing;
    expect((await attemptsOf(learner.orderId))[0]!.status).toBe('IN_FLIGHT');
    expect(await chargesOf(learner.orderId)).toBe(1);

    // A new server on the same database, with a sandbox that has nothing in memory.
    const second = await buildApp({
      db: server.database.db,
      clock: server.clock,
      tenants: server.tenants,
      buildVersion: 'test',
      logLevel: 'silent',
      jobs: testJobRunner(server.database, server.clock),
    });
    try {
      // The learner tries again at once: refused while the first request may still be alive.
      const early = await payByCard(server, learner);
      expect((await json(early)).global[0].code).toBe('ORDER_IN_PAYMENT_PENDING');

      server.clock.advance(61_000);
      await server.jobs!.tick();
      await expect.poll(() => orderStatus(learner), quickly).toBe('SUCCESS');
      expect((await attemptsOf(learner.orderId))[0]!.status).toBe('CAPTURED');

      const again = await payByCard(server, learner);
      expect((await json(again)).global[0].code).toBe('ORDER_ALREADY_PAYED');
      expect(await chargesOf(learner.orderId)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
