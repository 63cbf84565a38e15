import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json } from '../../test/accounts';
import {
  chargesOfOrder,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
} from '../../test/enrolment';
import { startTestServer, type TestServer } from '../../test/test-server';
import { payflowIds } from '../../payments/payflow-provider';
import {
  createSandboxCardProvider,
  SANDBOX_CARDS,
  type SandboxCardProvider,
} from '../../payments/sandbox-card-provider';
import { SANDBOX_PAYFLOW_CREDENTIALS } from '../../payments/sandbox-payflow-routes';

// The portal with CARD_GATEWAY=payflow: every card payment goes out as Payflow Pro's HTTPS
// name-value request, here to the sandbox Payflow the server serves (no PAYFLOW_URL).
let server: TestServer;
let sandbox: SandboxCardProvider;

beforeAll(async () => {
  server = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    cardGateway: { gateway: 'payflow', credentials: SANDBOX_PAYFLOW_CREDENTIALS },
  });
  sandbox = createSandboxCardProvider(server.database.db, server.clock);
});
afterAll(async () => server?.close());

/** How many times Payflow moved money for the attempts to pay an order: 0 or 1, never more. */
const chargesOf = (orderId: string) =>
  chargesOfOrder(server, sandbox, orderId, (attemptId) => payflowIds(attemptId).requestId);

const orderOf = async (learner: { token: string; orderId: string }) =>
  json(await server.request(`/ledger-api/orders/${learner.orderId}`, asUser(learner.token)));

describe('paying an order by card through Payflow', () => {
  it('pays the order and enables the membership, charging the card once', async () => {
    const learner = await learnerWithOrder(server);
    const key = randomUUID();
    const paid = await payByCard(server, learner, { key });
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({ status: 'SUCCESS' });
    expect((await payByCard(server, learner, { key })).status).toBe(200);
    expect(await orderOf(learner)).toMatchObject({
      status: 'SUCCESS',
      payment: { responseCode: 0 },
    });
    const membership = await server.request('/ledger-api/memberships', asUser(learner.token));
    expect(await json(membership)).toMatchObject({ membershipStatus: 'enabled' });
    expect(await chargesOf(learner.orderId)).toBe(1);
  });

  it('answers a decline with its catalogue error, and charges nothing', async () => {
    const learner = await learnerWithOrder(server);
    const card = { creditCardNumber: SANDBOX_CARDS.declined[114] };
    const response = await payByCard(server, learner, { card });
    expect(response.status).toBe(402);
    expect((await json(response)).global[0].code).toBe('CARD_SECURITY_CODE_MISMATCH');
    expect(await orderOf(learner)).toMatchObject({
      status: 'FAIL',
      payment: { responseCode: 114 },
    });
    expect(await chargesOf(learner.orderId)).toBe(0);
  });

  it('retries a lost answer with the same request id: Payflow answers the first charge', async () => {
    const learner = await learnerWithOrder(server);
    const card = { creditCardNumber: SANDBOX_CARDS.timeoutOnceThenApproved };
    const response = await payByCard(server, learner, { card });
    expect(response.status).toBe(200);
    expect(await chargesOf(learner.orderId)).toBe(1);
  });

  it('settles a payment left in doubt by an inquiry, on the next request for the order', async () => {
    const learner = await learnerWithOrder(server);
    const card = { creditCardNumber: SANDBOX_CARDS.alwaysTimeout };
    const timedOut = await payByCard(server, learner, { card });
    expect(timedOut.status).toBe(402);
    expect((await json(timedOut)).global[0].code).toBe('PAYMENT_TIMEOUT');
    // Payflow never received it: once no try can still arrive, the order may be paid again.
    server.clock.advance(61_000);
    const paid = await payByCard(server, learner);
    expect(paid.status).toBe(200);
    expect(await chargesOf(learner.orderId)).toBe(1);
  });
});
