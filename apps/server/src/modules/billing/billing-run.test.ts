import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardProvider, PaymentProviders } from '../../payments/payment-provider';
import {
  createSandboxCardProvider,
  SANDBOX_CARDS,
  type SandboxCardProvider,
} from '../../payments/sandbox-card-provider';
import { asUser, json } from '../../test/accounts';
import { freshToken, mailSubjectsTo, membershipOf } from '../../test/billing';
import { chooseLanguageOf, lastMailTo } from '../../test/mail';
import {
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  sandboxProviders,
  PROGRAM_PRICE,
  sendJson,
} from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { runBilling } from './billing-run';

let server: TestServer;
let sandbox: SandboxCardProvider;
let providers: PaymentProviders;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  sandbox = createSandboxCardProvider(server.database.db, server.clock);
  providers = sandboxProviders(server, { CREDIT_CARD: sandbox });
});
afterAll(async () => server?.close());

const DAY_MS = 86_400_000;
const bill = (with_: Partial<PaymentProviders> = {}) =>
  runBilling({
    db: server.database.db,
    providers: { ...providers, ...with_ },
    tenants: server.tenants,
    now: () => server.clock.now(),
  });

interface SubscriptionState {
  id: string;
  status: string;
  next_payment_at: Date | null;
  failures: number;
  debt_cents: number;
  instrument_reference: string;
  cancel_reason: string | null;
}

/** A learner who paid their enrolment by card at `start`, with their plan. */
async function payingLearner(start: string, card: string = SANDBOX_CARDS.approved) {
  server.clock.set(new Date(start));
  const learner = await learnerWithOrder(server);
  const paid = await payByCard(server, learner, { card: { creditCardNumber: card } });
  expect(paid.status).toBe(200);
  const [subscription] = await queryRows<SubscriptionState>(
    server.database.db,
    sql`select s.* from subscriptions s where s.order_id = ${learner.orderId}`,
  );
  return { ...learner, subscriptionId: subscription!.id };
}

const subscription = async (id: string) =>
  (
    await queryRows<SubscriptionState>(
      server.database.db,
      sql`select * from subscriptions where id = ${id}`,
    )
  )[0]!;

/** The paid charges of a subscription, and the money the sandbox moved for them. */
async function paidCharges(subscriptionId: string) {
  const rows = await queryRows<{
    id: string;
    period: number;
    created_at: Date;
    amount_cents: number;
  }>(
    server.database.db,
    sql`select id, period, created_at, amount_cents from subscription_charges
        where subscription_id = ${subscriptionId} and status = 'CAPTURED' order by period`,
  );
  const moved = await Promise.all(rows.map((row) => sandbox.chargesFor(row.id)));
  return { rows, moved: moved.reduce((n, c) => n + c, 0) };
}

/** Runs the billing once a day from now for `days` days. */
async function billDaily(days: number) {
  for (let day = 0; day < days; day += 1) {
    server.clock.advance(DAY_MS);
    await bill();
  }
}

describe('the billing run', () => {
  it('charges a year of monthly billing exactly twelve times, on the last day of shorter months', async () => {
    const learner = await payingLearner('2027-01-31T10:00:00Z');
    await billDaily(365);
    const { rows, moved } = await paidCharges(learner.subscriptionId);
    expect(rows.map((row) => new Date(row.created_at).toISOString().slice(0, 10))).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
    ]);
    expect(rows.map((row) => row.period)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows.every((row) => row.amount_cents === PROGRAM_PRICE)).toBe(true);
    expect(moved).toBe(12);
    // Each payment e-mails its receipt, in the tenant's name.
    expect(await mailSubjectsTo(server, learner.email)).toEqual(
      Array.from({ length: 12 }, () => 'Your payment receipt from Crestline Learning'),
    );
    // Billing again on the same day charges nobody.
    await bill();
    expect((await paidCharges(learner.subscriptionId)).moved).toBe(12);
  });

  it("writes each learner's receipt mail in the language saved on their account", async () => {
    const spanish = await payingLearner('2027-05-10T10:00:00Z');
    const english = await payingLearner('2027-05-10T10:00:00Z');
    await chooseLanguageOf(server, spanish.token, 'es');
    server.clock.set(new Date('2027-06-10T12:00:00Z'));
    await bill();

    const inSpanish = await lastMailTo(server, spanish.email);
    expect(inSpanish.subject).toBe('Su recibo de pago de Crestline Learning');
    for (const words of [
      'Hola, Test:',
      'Gracias: recibimos su pago de',
      'Monto: $69.45',
      'Fecha: 10 de junio de 2027',
      'Pagado con: VISA terminada en 1111',
      'Próximo pago: 10 de julio de 2027',
      'Descargar recibo (PDF): https://portal.crestline.example/es/account/billing-preferences',
    ]) {
      expect(inSpanish.text).toContain(words);
    }
    expect(inSpanish.html).toContain('<html lang="es-US"');
    expect(inSpanish.html).toContain('<p>Gracias: recibimos su pago de');
    expect(inSpanish.html).toContain(
      'href="https://portal.crestline.example/es/account/billing-preferences"',
    );

    const inEnglish = await lastMailTo(server, english.email);
    expect(inEnglish.subject).toBe('Your payment receipt from Crestline Learning');
    expect(inEnglish.text).toContain('Date: June 10, 2027');
    expect(inEnglish.text).toContain(
      'Download the receipt (PDF): https://portal.crestline.example/account/billing-preferences',
    );
    expect(inEnglish.html).toContain('<html lang="en-US"');
  });

  it('bills a plan started on 31 January of a leap year on 29 February', async () => {
    const learner = await payingLearner('2028-01-31T08:00:00Z');
    await billDaily(30);
    const { rows } = await paidCharges(learner.subscriptionId);
    expect(rows.map((row) => new Date(row.created_at).toISOString().slice(0, 10))).toEqual([
      '2028-02-29',
    ]);
  });

  it('retries a declined period after 1, 3 and 5 days, then fails the plan and leaves debt', async () => {
    const learner = await payingLearner(
      '2027-03-10T09:00:00Z',
      SANDBOX_CARDS.laterInsufficientFunds,
    );
    const tries: string[] = [];
    for (const at of ['2027-04-10', '2027-04-11', '2027-04-13', '2027-04-15']) {
      server.clock.set(new Date(`${at}T09:00:00Z`));
      await bill();
      tries.push(at);
      const state = await subscription(learner.subscriptionId);
      expect(state.failures).toBe(tries.length);
    }
    const failed = await subscription(learner.subscriptionId);
    expect(failed).toMatchObject({
      status: 'FAILED',
      debt_cents: PROGRAM_PRICE,
      next_payment_at: null,
    });
    expect(await membershipOf(server, learner.email)).toEqual({
      status: 'expired',
      days_to_restart: 30,
    });
    // Told at each decline, with the next try, and when the plan is put on hold.
    expect(await mailSubjectsTo(server, learner.email)).toEqual([
      'Your payment to Crestline Learning did not go through',
      'Your payment to Crestline Learning did not go through',
      'Your payment to Crestline Learning did not go through',
      'Your Crestline Learning payment plan is on hold',
    ]);
    const [onHold] = await queryRows<{ text_body: string; raw: string }>(
      server.database.db,
      sql`select text_body, raw from mail_outbox where ${learner.email} = any(recipients)
          order by id desc limit 1`,
    );
    expect(onHold!.text_body).toContain('Your balance is $69.45.');
    expect(onHold!.text_body).toContain(
      'https://portal.crestline.example/account/billing-preferences',
    );
    expect(onHold!.raw).toContain('#1f4e79');
    const declined = await queryRows<{ status: string; error_code: string }>(
      server.database.db,
      sql`select status, error_code from subscription_charges
          where subscription_id = ${learner.subscriptionId}`,
    );
    expect(declined).toHaveLength(4);
    expect(declined.every((c) => c.error_code === 'CARD_INSUFFICIENT_FUNDS')).toBe(true);
    expect((await paidCharges(learner.subscriptionId)).moved).toBe(0);
    // The learner reads the failed plan and its debt.
    const token = await freshToken(server, learner.email);
    const current = await json(
      await server.request('/ledger-api/subscriptions/current', asUser(token)),
    );
    expect(current).toMatchObject({
      status: 'FAILED',
      totalDebt: PROGRAM_PRICE,
      nextPaymentDate: null,
    });
    const events = await queryRows<{ payload: { event: string | null } }>(
      server.database.db,
      sql`select payload from outbox where user_id = (select user_id from subscriptions where id = ${learner.subscriptionId})
          and subject = 'userSubscriptionEntity' order by id`,
    );
    expect(events.at(-1)!.payload.event).toBe('USER_SUBSCRIPTION_FAILED');
  });

  it('clears the failures when a retry goes through', async () => {
    const learner = await payingLearner(
      '2027-05-02T09:00:00Z',
      SANDBOX_CARDS.laterInsufficientFunds,
    );
    server.clock.set(new Date('2027-06-02T09:00:00Z'));
    await bill();
    expect((await subscription(learner.subscriptionId)).failures).toBe(1);
    const { instrument_reference: reference } = await subscription(learner.subscriptionId);
    await sandbox.setStoredOutcome(reference, 0);
    server.clock.set(new Date('2027-06-03T09:00:00Z'));
    await bill();
    const state = await subscription(learner.subscriptionId);
    expect(state).toMatchObject({ status: 'ENABLED', failures: 0, debt_cents: 0 });
    // The calendar did not move: the next period is due on its own date.
    expect(new Date(state.next_payment_at!).toISOString()).toBe('2027-07-02T09:00:00.000Z');
    expect((await paidCharges(learner.subscriptionId)).moved).toBe(1);
  });

  it('charges each subscription once when two instances run the billing at the same moment', async () => {
    const learners = await Promise.all(
      Array.from({ length: 12 }, () => payingLearner('2027-08-01T09:00:00Z')),
    );
    server.clock.set(new Date('2027-09-01T09:00:00Z'));
    const otherInstance = createSandboxCardProvider(server.database.db, server.clock);
    await Promise.all([
      bill(),
      bill(sandboxProviders(server, { CREDIT_CARD: otherInstance })),
      bill(),
    ]);
    for (const learner of learners) {
      expect((await paidCharges(learner.subscriptionId)).moved).toBe(1);
    }
  });

  it('charges nobody twice and nobody zero times when a server dies in the middle of a run', async () => {
    const learners = await Promise.all(
      Array.from({ length: 10 }, () => payingLearner('2027-10-05T09:00:00Z')),
    );
    server.clock.set(new Date('2027-11-05T09:00:00Z'));
    // The dying server's provider reaches the gateway for some charges, then nothing answers.
    let reached = 0;
    const dying: CardProvider = {
      ...sandbox,
      async chargeStored(request) {
        reached += 1;
        if (reached % 2 === 0) await sandbox.chargeStored(request);
        return new Promise(() => undefined);
      },
    };
    void bill(sandboxProviders(server, { CREDIT_CARD: dying }));
    await expect.poll(() => reached).toBeGreaterThanOrEqual(8);
    // Started again at once: the charges under way are left to their (dead) request until their
    // deadline, so nothing is charged yet.
    await bill();
    const charged = async () =>
      (await Promise.all(learners.map((l) => paidCharges(l.subscriptionId)))).map((c) => c.moved);
    expect((await charged()).every((n) => n <= 1)).toBe(true);
    // Past the deadline the same requests are sent again: each plan is charged exactly once.
    server.clock.advance(61_000);
    const report = await bill();
    expect(report.unanswered).toBe(0);
    expect(await charged()).toEqual(learners.map(() => 1));
  });
});

describe('cancelling and restarting a plan', () => {
  it('cancels to the end of the period, then restarts with a charge that starts a new calendar', async () => {
    const learner = await payingLearner('2027-12-01T09:00:00Z');
    const cancel = (token: string) =>
      sendJson(server, '/ledger-api/subscriptions/cancel', { token, body: { reason: 'Moving' } });
    let token = learner.token;
    const cancelled = await cancel(token);
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({
      status: 'ENABLE_TO_DISABLE',
      nextPaymentDate: '2028-01-01T09:00:00.000Z',
      planName: expect.any(String),
      periodicity: 'MONT',
      paymentInformation: { paymentMethod: 'CREDIT_CARD', cardType: 'VISA', lastFour: '1111' },
    });
    // Access now ends with the paid period, and the learner's reason is kept.
    const membership = await json(await server.request('/ledger-api/memberships', asUser(token)));
    expect(membership.membershipExpiredDate).toBe('2028-01-01T09:00:00.000Z');
    expect((await subscription(learner.subscriptionId)).cancel_reason).toBe('Moving');
    const again = await cancel(token);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({
      global: [{ code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED' }],
    });

    server.clock.set(new Date('2028-01-01T09:00:00Z'));
    await bill();
    expect(await subscription(learner.subscriptionId)).toMatchObject({
      status: 'DISABLED',
      next_payment_at: null,
    });
    expect((await paidCharges(learner.subscriptionId)).moved).toBe(0);
    expect((await membershipOf(server, learner.email)).status).toBe('expired');

    server.clock.set(new Date('2028-01-20T15:00:00Z'));
    token = await freshToken(server, learner.email);
    const restarted = await sendJson(server, '/ledger-api/subscriptions/restart', { token });
    expect(restarted.status).toBe(200);
    expect((await json(restarted)).status).toBe('DISABLE_TO_ENABLE');
    await bill();
    const state = await subscription(learner.subscriptionId);
    expect(state.status).toBe('ENABLED');
    expect(new Date(state.next_payment_at!).toISOString()).toBe('2028-02-20T15:00:00.000Z');
    expect((await paidCharges(learner.subscriptionId)).moved).toBe(1);
    expect((await membershipOf(server, learner.email)).status).toBe('enabled');
  });

  it('answers 404 to a learner without a plan', async () => {
    const learner = await learnerWithOrder(server);
    const response = await server.request(
      '/ledger-api/subscriptions/current',
      asUser(learner.token),
    );
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ global: [{ code: 'NOT_FOUND' }] });
  });
});
