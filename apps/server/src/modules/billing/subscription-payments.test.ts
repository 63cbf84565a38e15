import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandboxCardProvider,
  SANDBOX_CARDS,
  type SandboxCardProvider,
} from '../../payments/sandbox-card-provider';
import { asUser, json } from '../../test/accounts';
import { freshToken, learnerWhoseCardRanDry } from '../../test/billing';
import {
  cardPayload,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  PROGRAM_PRICE,
  sandboxProviders,
  sendJson,
} from '../../test/enrolment';
import { CARD_NUMBER_SHAPE, readPdf } from '../../test/read-pdf';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { runBilling } from './billing-run';

let server: TestServer;
let sandbox: SandboxCardProvider;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  sandbox = createSandboxCardProvider(server.database.db, server.clock);
});
afterAll(async () => server?.close());

const bill = () =>
  runBilling({
    db: server.database.db,
    providers: sandboxProviders(server, { CREDIT_CARD: sandbox }),
    tenants: server.tenants,
    now: () => server.clock.now(),
  });

const learnerWithDeclines = (start: string, times: number) =>
  learnerWhoseCardRanDry(server, bill, start, times);

const payDebt = (token: string, key: string, body?: unknown) =>
  sendJson(server, '/ledger-api/orders/debt', { token, key, body });

describe('PUT /ledger-api/orders/debt', () => {
  it('pays the debt of a failed plan once, with a new card that becomes the method on file', async () => {
    const learner = await learnerWithDeclines('2027-02-03T10:00:00Z', 4);

    const onFile = await payDebt(learner.token, randomUUID());
    expect(onFile.status).toBe(402);
    expect(await json(onFile)).toMatchObject({ global: [{ code: 'CARD_INSUFFICIENT_FUNDS' }] });

    const key = randomUUID();
    const withCard = {
      card: cardPayload({ creditCardNumber: '5555555555554444', cardTypeView: 'MASTERCARD' }),
    };
    const [first, replayed] = await Promise.all([
      payDebt(learner.token, key, withCard),
      payDebt(learner.token, key, withCard),
    ]);
    const answers = [first.status, replayed.status].sort();
    expect(answers[0]).toBe(200);
    const paid = await json(first.status === 200 ? first : replayed);
    expect(paid).toMatchObject({
      status: 'ENABLED',
      totalDebt: 0,
      paymentInformation: { cardType: 'MASTERCARD', lastFour: '4444' },
    });
    // The calendar starts again from the payment: the next period is due a month later.
    const paidAt = server.clock.now();
    const monthLater = new Date(paidAt);
    monthLater.setUTCMonth(paidAt.getUTCMonth() + 1);
    expect(paid.nextPaymentDate).toBe(monthLater.toISOString());
    // After the key's first request ends, the same key answers the same outcome.
    expect((await payDebt(learner.token, key, withCard)).status).toBe(200);

    const charges = await queryRows<{ id: string; amount_cents: number; status: string }>(
      server.database.db,
      sql`select id, amount_cents, status from subscription_charges
          where subscription_id = ${learner.subscriptionId} and period is null and status = 'CAPTURED'`,
    );
    expect(charges).toHaveLength(1);
    expect(charges[0]!.amount_cents).toBe(PROGRAM_PRICE);
    expect(await sandbox.chargesFor(charges[0]!.id)).toBe(1);

    const again = await payDebt(learner.token, randomUUID());
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ global: [{ code: 'DEBT_ALREADY_PAID' }] });

    const debtEvents = await queryRows<{ event: string | null; total: number }>(
      server.database.db,
      sql`select payload->>'event' as event, (payload->'userEnrollmentPlan'->>'totalDebt')::int as total
          from outbox where user_id = (select user_id from subscriptions where id = ${learner.subscriptionId})
          and subject = 'userEnrollmentPlanEntity' order by id`,
    );
    expect(debtEvents).toEqual([
      { event: null, total: PROGRAM_PRICE },
      { event: 'DEBT_PAYMENT_SUCCESS', total: 0 },
    ]);
  });

  it('answers 404 without a plan and DEBT_ALREADY_PAID without debt', async () => {
    const learner = await learnerWithOrder(server);
    const noPlan = await payDebt(learner.token, randomUUID());
    expect(noPlan.status).toBe(404);
    expect((await payByCard(server, learner)).status).toBe(200);
    const none = await payDebt(learner.token, randomUUID());
    expect(none.status).toBe(409);
    expect(await json(none)).toMatchObject({ global: [{ code: 'DEBT_ALREADY_PAID' }] });
  });
});

describe('PUT /ledger-api/subscriptions/{id}/payment/recurring/card', () => {
  const changeCard = (token: string, id: string, card: Record<string, unknown> = {}) =>
    sendJson(server, `/ledger-api/subscriptions/${id}/payment/recurring/card`, {
      token,
      body: cardPayload(card),
    });

  it('retries a declined period at once with the new card, which is only verified, not charged', async () => {
    const learner = await learnerWithDeclines('2027-06-07T10:00:00Z', 1);
    const changed = await changeCard(learner.token, learner.subscriptionId, {
      creditCardNumber: '6011111111111117',
      cardTypeView: 'DISCOVER',
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({
      status: 'ENABLED',
      nextPaymentDate: server.clock.now().toISOString(),
      paymentInformation: { cardType: 'DISCOVER', lastFour: '1117' },
    });
    await bill();
    const [plan] = await queryRows<{ failures: number; status: string; next_payment_at: string }>(
      server.database.db,
      sql`select failures, status, next_payment_at from subscriptions where id = ${learner.subscriptionId}`,
    );
    expect(plan).toMatchObject({ failures: 0, status: 'ENABLED' });
    expect(new Date(plan!.next_payment_at).toISOString()).toBe('2027-08-07T10:00:00.000Z');
  });

  it('refuses a declined card, another learner, and a plan that is not the latest', async () => {
    const learner = await learnerWithDeclines('2027-09-01T10:00:00Z', 0);
    const declined = await changeCard(learner.token, learner.subscriptionId, {
      creditCardNumber: SANDBOX_CARDS.declined[24],
    });
    expect(declined.status).toBe(402);
    expect(await json(declined)).toMatchObject({
      global: [{ code: 'CARD_INVALID_EXPIRATION_DATE' }],
    });

    const other = await learnerWithDeclines('2027-09-01T10:00:00Z', 0);
    expect((await changeCard(other.token, learner.subscriptionId)).status).toBe(404);

    // An older plan of the same learner (from an earlier order) can no longer be changed.
    const [older] = await queryRows<{ id: string }>(
      server.database.db,
      sql`with o as (
            insert into orders (tenant_id, user_id, kind, status, total_cents)
            select tenant_id, user_id, 'CHALLENGE_EXAM', 'SUCCESS', 0 from subscriptions
            where id = ${learner.subscriptionId} returning *)
          insert into subscriptions (tenant_id, user_id, order_id, plan_name, periodicity,
            amount_cents, status, anchor_at, next_period, payment_method, instrument_reference,
            created_at)
          select o.tenant_id, o.user_id, o.id, 'Old', 'MONT', 100, 'DISABLED', now(), 1,
            'CREDIT_CARD', 'X', '2020-01-01' from o returning id`,
    );
    const notLatest = await changeCard(learner.token, older!.id);
    expect(notLatest.status).toBe(409);
    expect(await json(notLatest)).toMatchObject({ global: [{ code: 'NOT_LATEST_SUBSCRIPTION' }] });
  });
});

describe('the payment history and a plan charge’s receipt', () => {
  it('lists the enrolment payment and the plan’s charges, newest first, each with its receipt', async () => {
    const learner = await learnerWithDeclines('2027-10-10T10:00:00Z', 0);
    await sandbox.setStoredOutcome(
      (
        await queryRows<{ instrument_reference: string }>(
          server.database.db,
          sql`select instrument_reference from subscriptions where id = ${learner.subscriptionId}`,
        )
      )[0]!.instrument_reference,
      0,
    );
    server.clock.set(new Date('2027-11-10T10:00:00Z'));
    await bill();
    const token = await freshToken(server, learner.email);

    const history = await json(await server.request('/ledger-api/payment/history', asUser(token)));
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      billingTarget: 'SUBSCRIPTION',
      targetId: learner.subscriptionId,
      description: expect.stringMatching(/, payment 2$/),
      // The plan has no Spanish name: Spanish pages name it as written, the words in Spanish.
      es: { description: expect.stringMatching(/, pago 2$/) },
      amount: PROGRAM_PRICE,
      status: 'CAPTURED',
      transactionStatus: 6,
      approvalStatus: 'Approved',
      paymentMethod: 'CREDIT_CARD',
      cardType: 'VISA',
      lastFour: '0341',
      date: '2027-11-10T10:00:00.000Z',
    });
    expect(history[1]).toMatchObject({ billingTarget: 'ORDER', targetId: learner.orderId });

    const charge = history[0];
    const path = `/ledger-api/subscriptions/${learner.subscriptionId}/transaction/${charge.transactionId}`;
    expect(await json(await server.request(path, asUser(token)))).toEqual(charge);
    const pdf = await server.request(`${path}/pdf`, asUser(token));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('$69.45');
    expect(text).toContain(charge.description);
    expect(text).toContain('VISA ending in 0341');
    expect(text).not.toMatch(CARD_NUMBER_SHAPE);

    // Another learner finds neither the charge nor its receipt.
    const other = await learnerWithDeclines('2027-11-10T10:00:00Z', 0);
    expect((await server.request(path, asUser(other.token))).status).toBe(404);
    expect((await server.request(`${path}/pdf`, asUser(other.token))).status).toBe(404);
  });
});
