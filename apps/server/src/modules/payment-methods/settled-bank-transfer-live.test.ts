import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SUBJECTS } from '@portal/domain/live/live-subject';
import { livePayloadSchemas } from '@portal/domain/live/live-payloads';
import { SANDBOX_BANK_ACCOUNTS } from '../../payments/sandbox-ach-provider';
import { json } from '../../test/accounts';
import { billOnce, freshToken, learnerWhoseCardRanDry, settleTransfers } from '../../test/billing';
import { learnerPayingByBank, LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { connectLive, type LiveClient, userIdOf } from '../../test/live-client';
import { outbox } from '../../live/outbox-tables';
import { outboxQueries } from '../../live/outbox-queries';
import { startTestServer, type TestServer } from '../../test/test-server';

// docs/live-updates.md: a bank transfer the bank settles days later reaches the learner's open pages, over the
// live channel with the real STOMP client (a return is in live-updates.e2e.ts and the ledger tests).
let server: TestServer;
const clients: LiveClient[] = [];
const quickly = { interval: 20 };

beforeAll(async () => {
  server = await startTestServer({ withRelay: true, loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await server?.close();
});

const DAY_MS = 86_400_000;
const { routingNumber, settles } = SANDBOX_BANK_ACCOUNTS;

const settle = () => settleTransfers(server);

/**
 * Two days later, when the sandbox bank has answered: the learner signs in again (the clock moved
 * past their token) and listens on every subject, from now on.
 */
async function listeningTwoDaysLater(email: string) {
  server.clock.advance(2 * DAY_MS + 60_000);
  const client = connectLive(server, { token: await freshToken(server, email) });
  clients.push(client);
  await client.subscribe(...LIVE_SUBJECTS);
  return client;
}

/** What the learner was told: each message's subject and event, and the bodies to read. */
const heard = (client: LiveClient) =>
  client.messages.map((m) => [m.subject, (m.body as { event?: string | null }).event ?? null]);

function expectValidPayloads(client: LiveClient) {
  for (const message of client.messages) {
    expect(livePayloadSchemas[message.subject].safeParse(message.body).error).toBeUndefined();
  }
}

describe('a bank transfer the bank settles', () => {
  it("tells of the order's payment, final now, and of the plan it started", async () => {
    const learner = await learnerPayingByBank(server, settles);
    const posted = await learner.post();
    expect(await json(posted)).toMatchObject({ paymentResponseStatus: 'processing' });
    // Submitted, the order is stored without a success notice: the bank has not answered yet.
    const told = await server.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.userId, userIdOf(learner.token)), eq(outbox.subject, 'orderEntity')))
      // In the order written: without it, PostgreSQL may answer the rows in any order.
      .orderBy(asc(outbox.id));
    expect(told.at(-1)?.payload).toMatchObject({ event: null, order: { status: 'SUCCESS' } });
    expect(told.map((row) => (row.payload as { event: unknown }).event)).not.toContain(
      'ORDER_SUCCESS',
    );

    const client = await listeningTwoDaysLater(learner.email);
    await settle();
    await expect
      .poll(() => heard(client), quickly)
      .toEqual([
        ['orderEntity', 'ORDER_SUCCESS'],
        ['userSubscriptionEntity', null],
      ]);
    expectValidPayloads(client);
    const [order, plan] = client.messages.map((m) => m.body);
    expect(order).toMatchObject({ order: { orderId: learner.orderId, status: 'SUCCESS' } });
    expect(plan).toMatchObject({
      subscription: { status: 'ENABLED', paymentInformation: { paymentMethod: 'ACH' } },
    });

    // Asked again, the bank's answer is recorded already: nothing more is said before a marker
    // written after it.
    await settle();
    await outboxQueries.write(server.database.db, {
      tenantId: 'default',
      userId: userIdOf(learner.token),
      subject: 'courseworkEntity',
      payload: { productIds: [] },
      now: server.clock.now(),
    });
    await expect.poll(() => heard(client).length, quickly).toBe(3);
    expect(heard(client)[2]).toEqual(['courseworkEntity', null]);
  });

  it('tells of a debt payment, the plan as it stands and the debt paid for good', async () => {
    const learner = await learnerWhoseCardRanDry(
      server,
      () => billOnce(server),
      '2027-07-03T10:00:00Z',
      4,
    );
    const paid = await sendJson(server, '/ledger-api/orders/debt', {
      token: learner.token,
      key: randomUUID(),
      body: { bankAccount: { routingNumber, accountNumber: settles, holderName: 'Ada Lovelace' } },
    });
    expect(await json(paid)).toMatchObject({ status: 'ENABLED', totalDebt: 0 });

    const client = await listeningTwoDaysLater(learner.email);
    await settle();
    await expect
      .poll(() => heard(client), quickly)
      .toEqual([
        ['userSubscriptionEntity', null],
        ['userEnrollmentPlanEntity', 'DEBT_PAYMENT_SUCCESS'],
      ]);
    expectValidPayloads(client);
    expect(client.messages.map((m) => m.body)).toEqual([
      expect.objectContaining({
        subscription: expect.objectContaining({ status: 'ENABLED', totalDebt: 0 }),
      }),
      { event: 'DEBT_PAYMENT_SUCCESS', userEnrollmentPlan: { totalDebt: 0 } },
    ]);
  });
});
