import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPrepaidTokens } from '../../db/seed/seed-demo-data';
import {
  createSandboxCardProvider,
  type SandboxCardProvider,
} from '../../payments/sandbox-card-provider';
import { asUser, json } from '../../test/accounts';
import { learnerWhoseCardRanDry, mailSubjectsTo } from '../../test/billing';
import {
  cardPayload,
  LOTS_OF_SIGN_INS,
  PROGRAM_PRICE,
  sandboxProviders,
  sendJson,
} from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { runBilling } from './billing-run';

let server: TestServer;
let sandbox: SandboxCardProvider;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  sandbox = createSandboxCardProvider(server.database.db, server.clock);
  await seedDemoPrepaidTokens(server.database.db, 'default');
});
afterAll(async () => server?.close());

const bill = () =>
  runBilling({
    db: server.database.db,
    providers: sandboxProviders(server, { CREDIT_CARD: sandbox }),
    tenants: server.tenants,
    now: () => server.clock.now(),
  });

const redeem = (learner: { token: string; subscriptionId: string }, token: string) =>
  sendJson(
    server,
    `/ledger-api/subscriptions/${learner.subscriptionId}/payment/recurring/prepaid-token`,
    {
      token: learner.token,
      body: { token },
    },
  );

const chargesOf = (subscriptionId: string) =>
  queryRows<{ period: number | null; amount_cents: number; payment_method: string }>(
    server.database.db,
    sql`select period, amount_cents, payment_method from subscription_charges
        where subscription_id = ${subscriptionId} order by created_at`,
  );

describe('PUT /ledger-api/subscriptions/{id}/payment/recurring/prepaid-token', () => {
  it("pays a failed plan's program in full: debt paid, access without end, nothing billed again", async () => {
    const learner = await learnerWhoseCardRanDry(server, bill, '2027-03-05T10:00:00Z', 4);
    expect(
      await json(await server.request('/ledger-api/subscriptions/current', asUser(learner.token))),
    ).toMatchObject({ status: 'FAILED', totalDebt: PROGRAM_PRICE });

    // A sponsor's code arrives a little later.
    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    const response = await redeem(learner, ' NOC-HCAC-DEMO0001 ');
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: 'ENABLED',
      totalDebt: 0,
      nextPaymentDate: null,
      paymentInformation: { paymentMethod: 'PREPAID_TOKEN', lastFour: '0001' },
    });
    const membership = await json(
      await server.request('/ledger-api/memberships', asUser(learner.token)),
    );
    expect(membership).toEqual({
      membershipStatus: 'enabled',
      membershipExpiredDate: null,
      daysToRestartMembership: null,
    });

    // The debt's payment is in the history like any other, and its receipt is mailed.
    const history = await json(
      await server.request('/ledger-api/payment/history', asUser(learner.token)),
    );
    expect(history[0]).toMatchObject({
      billingTarget: 'SUBSCRIPTION',
      amount: PROGRAM_PRICE,
      status: 'CAPTURED',
      paymentMethod: 'PREPAID_TOKEN',
      lastFour: '0001',
    });
    expect((await mailSubjectsTo(server, learner.email)).at(-1)).toMatch(/receipt|received/i);

    const events = await queryRows<{ subject: string; event: string | null }>(
      server.database.db,
      sql`select subject, payload->>'event' as event from outbox
          where user_id = (select user_id from subscriptions where id = ${learner.subscriptionId})
          order by id desc limit 3`,
    );
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        'DEBT_PAYMENT_SUCCESS',
        'USER_SUBSCRIPTION_ENABLED',
        'MEMBERSHIP_ENABLED',
      ]),
    );

    // A year on, the billing run has charged nothing more.
    const before = await chargesOf(learner.subscriptionId);
    server.clock.set(new Date('2028-04-01T10:00:00Z'));
    await bill();
    expect(await chargesOf(learner.subscriptionId)).toEqual(before);
    expect(before.at(-1)).toEqual({
      period: null,
      amount_cents: PROGRAM_PRICE,
      payment_method: 'PREPAID_TOKEN',
    });
  });

  it('answers the plan again for the same code, and refuses every other change of it', async () => {
    const learner = await learnerWhoseCardRanDry(server, bill, '2027-05-05T10:00:00Z', 0);
    expect((await redeem(learner, 'NOC-HCAC-DEMO0002')).status).toBe(200);
    const again = await redeem(learner, 'NOC-HCAC-DEMO0002');
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ status: 'ENABLED', nextPaymentDate: null });
    expect(await chargesOf(learner.subscriptionId)).toHaveLength(0);

    for (const change of [
      sendJson(server, '/ledger-api/subscriptions/cancel', { token: learner.token }),
      sendJson(server, '/ledger-api/subscriptions/restart', { token: learner.token }),
      sendJson(
        server,
        `/ledger-api/subscriptions/${learner.subscriptionId}/payment/recurring/card`,
        {
          token: learner.token,
          body: cardPayload(),
        },
      ),
      redeem(learner, 'NOC-HCAC-DEMO0003'),
    ]) {
      const refused = await change;
      expect(refused.status).toBe(409);
      expect(await json(refused)).toMatchObject({
        global: [{ code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED' }],
      });
    }
  });

  it('lets one of two learners use a code at once, and refuses codes of other programs', async () => {
    const first = await learnerWhoseCardRanDry(server, bill, '2027-07-05T10:00:00Z', 0);
    const second = await learnerWhoseCardRanDry(server, bill, '2027-07-05T10:00:00Z', 0);
    const answers = await Promise.all([
      redeem(first, 'NOC-HCAC-DEMO0004'),
      redeem(second, 'NOC-HCAC-DEMO0004'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(await json(loser)).toMatchObject({ global: [{ code: 'ACCESS_CODE_ALREADY_USED' }] });

    const still = answers[0]!.status === 200 ? second : first;
    for (const [token, code] of [
      ['NOPE-0001', 'INVALID_PREPAID_TOKEN'],
      ['NOC-HCAC-MOVED01', 'DEGREE_PROGRAM_MISMATCH'],
    ]) {
      const refused = await redeem(still, token!);
      expect(await json(refused)).toMatchObject({ global: [{ code }] });
    }
    const plan = await json(
      await server.request('/ledger-api/subscriptions/current', asUser(still.token)),
    );
    expect(plan).toMatchObject({
      status: 'ENABLED',
      paymentInformation: { paymentMethod: 'CREDIT_CARD' },
    });
  });

  it("answers 404 for another learner's plan", async () => {
    const owner = await learnerWhoseCardRanDry(server, bill, '2027-08-05T10:00:00Z', 0);
    const other = await learnerWhoseCardRanDry(server, bill, '2027-08-05T10:00:00Z', 0);
    const response = await redeem(
      { token: other.token, subscriptionId: owner.subscriptionId },
      'NOC-HCAC-DEMO0005',
    );
    expect(response.status).toBe(404);
  });
});
