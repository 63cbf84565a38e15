// PayPal as a stored instrument, over real HTTP against the sandbox PayPal the server serves: a
// PayPal enrolment starts the plan, the billing run charges the vaulted PayPal, the learner makes
// PayPal the plan's method or pays a debt at PayPal, and approvals never finished are closed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_ABANDONED_AFTER_MS } from '@portal/domain/ledger/abandoned-approval';
import { sandboxPayPalRecords } from '../../payments/sandbox-paypal-routes';
import {
  createSandboxCardProvider,
  SANDBOX_CARDS,
  type SandboxCardProvider,
} from '../../payments/sandbox-card-provider';
import { asUser, json } from '../../test/accounts';
import { freshToken, mailSubjectsTo } from '../../test/billing';
import {
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  sandboxProviders,
  sendJson,
} from '../../test/enrolment';
import { chooseAtPayPal, type PayPalChoice } from '../../test/paypal';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { runBilling } from './billing-run';
import { closeAbandonedApprovals } from '../payment-methods/close-abandoned-approvals';

let server: TestServer;
let cards: SandboxCardProvider;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  cards = createSandboxCardProvider(server.database.db, server.clock);
});
afterAll(async () => server?.close());

const db = () => server.database.db;

const bill = () =>
  runBilling({
    db: db(),
    providers: sandboxProviders(server, { CREDIT_CARD: cards }),
    tenants: server.tenants,
    now: () => server.clock.now(),
  });

type Learner = Awaited<ReturnType<typeof learnerWithOrder>>;

interface PlanRow {
  id: string;
  status: string;
  next_payment_at: Date | null;
  anchor_at: Date;
  next_period: number;
  failures: number;
  debt_cents: number;
  amount_cents: number;
  payment_method: string;
  instrument_reference: string;
  brand: string | null;
  last_four: string | null;
}

async function planOf(orderId: string): Promise<PlanRow> {
  const [row] = await queryRows<PlanRow>(
    db(),
    sql`select * from subscriptions where order_id = ${orderId}`,
  );
  // PGlite answers timestamps as text, PostgreSQL as dates.
  return { ...row!, next_payment_at: row!.next_payment_at && new Date(row!.next_payment_at) };
}

const chargesOf = (subscriptionId: string) =>
  queryRows<{ id: string; period: number | null; status: string; amount_cents: number }>(
    db(),
    sql`select id, period, status, amount_cents from subscription_charges
        where subscription_id = ${subscriptionId} order by created_at`,
  );

const choose = (approvalUrl: string, choice: PayPalChoice) =>
  chooseAtPayPal(server, approvalUrl, choice);

const tokenPath = (orderId: string, promoCode?: string) =>
  `/ledger-api/orders/${orderId}/payment/paypal/token${promoCode ? `?promoCode=${promoCode}` : ''}`;

/** A learner who paid their enrolment at PayPal at `start`, with the plan it started. */
async function paypalLearner(
  start: string,
  options: { choice?: PayPalChoice; promoCode?: string } = {},
) {
  server.clock.set(new Date(start));
  const learner = await learnerWithOrder(server);
  const checkout = await json(
    await server.request(tokenPath(learner.orderId, options.promoCode), asUser(learner.token)),
  );
  await choose(checkout.approvalUrl, options.choice ?? 'approve');
  const paid = await sendJson(server, tokenPath(learner.orderId), {
    token: learner.token,
    body: { expressCheckoutToken: checkout.expressCheckoutToken },
  });
  expect(paid.status).toBe(200);
  return { ...learner, checkout, plan: await planOf(learner.orderId) };
}

/** Moves the clock to the plan's next due date and runs the billing. */
async function billWhenDue(orderId: string) {
  server.clock.set(new Date((await planOf(orderId)).next_payment_at!));
  return bill();
}

describe('a PayPal plan', () => {
  it('starts with the PayPal enrolment and is charged by the billing run through the vault', async () => {
    const learner = await paypalLearner('2026-01-10T09:00:00Z');
    expect(learner.plan).toMatchObject({
      status: 'ENABLED',
      next_period: 1,
      payment_method: 'PAYPAL',
      brand: 'PayPal',
      last_four: null,
    });
    expect(learner.plan.instrument_reference).toMatch(/^SBXVAULT/);
    const shown = await json(
      await server.request('/ledger-api/subscriptions/current', asUser(learner.token)),
    );
    expect(shown.paymentInformation).toMatchObject({ paymentMethod: 'PAYPAL', lastFour: null });
    expect(shown.nextPaymentDate).toBe('2026-02-10T09:00:00.000Z');

    await billWhenDue(learner.orderId);
    const [charge] = await chargesOf(learner.plan.id);
    expect(charge).toMatchObject({ period: 1, status: 'CAPTURED' });
    expect(await sandboxPayPalRecords.vaultCharges(db(), charge!.id)).toBe(1);
    // A run again the same minute charges nobody twice.
    await bill();
    expect(await chargesOf(learner.plan.id)).toHaveLength(1);
    expect(await sandboxPayPalRecords.vaultCharges(db(), charge!.id)).toBe(1);
    expect((await planOf(learner.orderId)).next_payment_at).toEqual(
      new Date('2026-03-10T09:00:00Z'),
    );
  });

  it('retries a declined vaulted charge, and a successful retry clears the failure', async () => {
    const learner = await paypalLearner('2026-02-03T10:00:00Z', {
      choice: 'approve-declines-later',
    });
    await billWhenDue(learner.orderId);
    const declined = await planOf(learner.orderId);
    expect(declined).toMatchObject({ status: 'ENABLED', failures: 1 });
    expect(await mailSubjectsTo(server, learner.email)).toEqual(
      expect.arrayContaining([expect.stringMatching(/did not go through/)]),
    );

    // The payer's PayPal works again: the retry a day later pays the period.
    await sandboxPayPalRecords.setDeclinesLater(db(), declined.instrument_reference, false);
    await billWhenDue(learner.orderId);
    expect(await planOf(learner.orderId)).toMatchObject({ status: 'ENABLED', failures: 0 });
    const charges = await chargesOf(learner.plan.id);
    expect(charges.map((c) => [c.period, c.status])).toEqual([
      [1, 'FAILED'],
      [1, 'CAPTURED'],
    ]);
  });

  it('with DEFER30 saves the PayPal without charging and bills it when the deferral ends', async () => {
    const learner = await paypalLearner('2026-03-01T08:00:00Z', { promoCode: 'DEFER30' });
    // A Vault agreement, not a checkout: nothing was captured.
    expect(learner.checkout.approvalUrl).toMatch(/\/sandbox-paypal\/agreements\/approve\?/);
    const [attempt] = await queryRows<{ status: string; amount_cents: number }>(
      db(),
      sql`select status, amount_cents from payment_attempts where order_id = ${learner.orderId}`,
    );
    expect(attempt).toEqual({ status: 'AUTHORIZED', amount_cents: 0 });
    expect(learner.plan).toMatchObject({ payment_method: 'PAYPAL', next_period: 0 });
    expect(learner.plan.next_payment_at).toEqual(new Date('2026-03-31T08:00:00Z'));

    await billWhenDue(learner.orderId);
    const [charge] = await chargesOf(learner.plan.id);
    expect(charge).toMatchObject({ period: 0, status: 'CAPTURED' });
    expect(charge!.amount_cents).toBe(learner.plan.amount_cents);
  });
});

const recurringPath = (subscriptionId: string) =>
  `/ledger-api/subscriptions/${subscriptionId}/payment/recurring/paypal`;

/** A learner whose plan is paid by a card that `declines` its later charges, or not. */
async function cardLearner(start: string, card: string = SANDBOX_CARDS.approved) {
  server.clock.set(new Date(start));
  const learner = await learnerWithOrder(server);
  expect((await payByCard(server, learner, { card: { creditCardNumber: card } })).status).toBe(200);
  return { ...learner, plan: await planOf(learner.orderId) };
}

async function startMethodChange(learner: Learner, subscriptionId: string) {
  const response = await server.request(
    `${recurringPath(subscriptionId)}/token`,
    asUser(learner.token),
  );
  expect(response.status).toBe(200);
  return (await json(response)) as { expressCheckoutToken: string; approvalUrl: string };
}

const putMethod = (learner: Learner, subscriptionId: string, token: string) =>
  sendJson(server, recurringPath(subscriptionId), {
    token: learner.token,
    body: { expressCheckoutToken: token },
  });

describe('changing the recurring method to PayPal', () => {
  it('keeps the approved PayPal as the method, and retries a declined period with it at once', async () => {
    const learner = await cardLearner('2026-04-05T12:00:00Z', SANDBOX_CARDS.laterInsufficientFunds);
    await billWhenDue(learner.orderId);
    expect((await planOf(learner.orderId)).failures).toBe(1);
    const token = await freshToken(server, learner.email);
    const signedIn = { ...learner, token };

    const setup = await startMethodChange(signedIn, learner.plan.id);
    const back = await choose(setup.approvalUrl, 'approve');
    expect(back.pathname).toBe('/account/billing-preferences/return/method');
    expect(back.searchParams.get('approval_token_id')).toBe(setup.expressCheckoutToken);

    const changed = await putMethod(signedIn, learner.plan.id, setup.expressCheckoutToken);
    expect(changed.status).toBe(200);
    expect((await json(changed)).paymentInformation).toMatchObject({
      paymentMethod: 'PAYPAL',
      lastFour: null,
    });
    const plan = await planOf(learner.orderId);
    expect(plan.instrument_reference).toMatch(/^SBXVAULT/);
    // The declined period is due again now, and the run charges it to PayPal.
    expect(plan.next_payment_at).toEqual(server.clock.now());
    await bill();
    expect(await planOf(learner.orderId)).toMatchObject({ failures: 0, payment_method: 'PAYPAL' });
    expect((await chargesOf(learner.plan.id)).map((c) => c.status)).toEqual(['FAILED', 'CAPTURED']);

    // The same token again answers the same PayPal; no second vault id.
    const again = await putMethod(signedIn, learner.plan.id, setup.expressCheckoutToken);
    expect(again.status).toBe(200);
    expect((await planOf(learner.orderId)).instrument_reference).toBe(plan.instrument_reference);
  });

  it('tells a cancelled approval and keeps the card', async () => {
    const learner = await cardLearner('2026-05-05T12:00:00Z');
    const setup = await startMethodChange(learner, learner.plan.id);
    const back = await choose(setup.approvalUrl, 'cancel');
    expect(back.pathname).toBe('/account/billing-preferences/cancel/method');
    const refused = await putMethod(learner, learner.plan.id, setup.expressCheckoutToken);
    expect(refused.status).toBe(402);
    expect((await json(refused)).global[0]).toEqual({
      code: 'PAYMENT_CANCEL',
      message: 'The payment has been cancelled.',
    });
    expect((await planOf(learner.orderId)).payment_method).toBe('CREDIT_CARD');
  });

  it("refuses another learner's token, an older plan and malformed input", async () => {
    const owner = await cardLearner('2026-05-06T12:00:00Z');
    const other = await cardLearner('2026-05-06T12:00:00Z');
    const setup = await startMethodChange(owner, owner.plan.id);
    await choose(setup.approvalUrl, 'approve');
    expect((await putMethod(other, other.plan.id, setup.expressCheckoutToken)).status).toBe(404);
    expect((await putMethod(other, owner.plan.id, setup.expressCheckoutToken)).status).toBe(404);
    const start = await server.request(
      `${recurringPath(owner.plan.id)}/token`,
      asUser(other.token),
    );
    expect(start.status).toBe(404);
    const bad = await putMethod(owner, owner.plan.id, '../x');
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields[0].field).toBe('expressCheckoutToken');
    expect(
      (await server.request(`${recurringPath('nope')}/token`, asUser(owner.token))).status,
    ).toBe(400);
    // The owner still can.
    expect((await putMethod(owner, owner.plan.id, setup.expressCheckoutToken)).status).toBe(200);
  });
});

/** A learner whose PayPal plan failed after its retries: the period's price is debt. */
async function learnerWithDebt(start: string) {
  const learner = await paypalLearner(start, { choice: 'approve-declines-later' });
  for (let i = 0; i < 4; i += 1) await billWhenDue(learner.orderId);
  const plan = await planOf(learner.orderId);
  expect(plan).toMatchObject({ status: 'FAILED' });
  expect(plan.debt_cents).toBeGreaterThan(0);
  return { ...learner, token: await freshToken(server, learner.email), plan };
}

const debt = (learner: Learner, body: unknown, key = randomUUID()) =>
  sendJson(server, '/ledger-api/orders/debt', { token: learner.token, key, body });

describe('paying a debt at PayPal', () => {
  it('pays it once, even with two captures at once, and re-enables the plan', async () => {
    const learner = await learnerWithDebt('2026-06-02T09:00:00Z');
    const key = randomUUID();
    const started = await debt(learner, { paypal: {} }, key);
    expect(started.status).toBe(202);
    const checkout = await json(started);
    // The same key answers the same checkout.
    expect(await json(await debt(learner, { paypal: {} }, key))).toEqual(checkout);
    const back = await choose(checkout.approvalUrl, 'approve');
    expect(back.pathname).toBe('/account/billing-preferences/return/debt');

    const body = { paypal: { expressCheckoutToken: checkout.expressCheckoutToken } };
    const answers = await Promise.all([debt(learner, body), debt(learner, body)]);
    // Overlapping, the second finds the capture under way (409); arriving after it, the same
    // outcome (200): which one depends on timing, the single capture does not.
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await sandboxPayPalRecords.captures(db(), checkout.expressCheckoutToken)).toBe(1);
    const plan = await planOf(learner.orderId);
    expect(plan).toMatchObject({ status: 'ENABLED', debt_cents: 0 });
    // The approved PayPal (vaulted by the capture) is the method on file now.
    expect(plan.instrument_reference).not.toBe(learner.plan.instrument_reference);

    // Captured again later: the same outcome, no money moved.
    const again = await debt(learner, body);
    expect(again.status).toBe(200);
    expect((await json(again)).totalDebt).toBe(0);
    expect(await sandboxPayPalRecords.captures(db(), checkout.expressCheckoutToken)).toBe(1);
    expect((await debt(learner, { paypal: {} })).status).toBe(409);
  });

  it('refuses a second approved checkout once the first paid the debt', async () => {
    const learner = await learnerWithDebt('2026-07-02T09:00:00Z');
    const first = await json(await debt(learner, { paypal: {} }));
    const second = await json(await debt(learner, { paypal: {} }));
    await choose(first.approvalUrl, 'approve');
    await choose(second.approvalUrl, 'approve');
    const paid = await debt(learner, {
      paypal: { expressCheckoutToken: first.expressCheckoutToken },
    });
    expect(paid.status).toBe(200);
    const refused = await debt(learner, {
      paypal: { expressCheckoutToken: second.expressCheckoutToken },
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).global[0].code).toBe('DEBT_ALREADY_PAID');
    expect(await sandboxPayPalRecords.captures(db(), second.expressCheckoutToken)).toBe(0);
  });

  it('refuses a card and PayPal at once, and an unknown token', async () => {
    const learner = await learnerWithDebt('2026-08-02T09:00:00Z');
    const both = await debt(learner, { card: {}, paypal: {} });
    expect(both.status).toBe(400);
    const unknown = await debt(learner, { paypal: { expressCheckoutToken: 'NOSUCHTOKEN1' } });
    expect(unknown.status).toBe(404);
  });
});

describe('approvals never finished', () => {
  it('are closed after three hours, and the order is paid from a new token', async () => {
    server.clock.set(new Date('2026-09-01T10:00:00Z'));
    const learner = await learnerWithOrder(server);
    const checkout = await json(
      await server.request(tokenPath(learner.orderId), asUser(learner.token)),
    );
    await choose(checkout.approvalUrl, 'approve');

    // Within the time nothing is closed.
    server.clock.advance(APPROVAL_ABANDONED_AFTER_MS - 60_000);
    const now = () => server.clock.now();
    expect(await closeAbandonedApprovals({ db: db(), now })).toMatchObject({ attempts: 0 });
    server.clock.advance(120_000);
    expect((await closeAbandonedApprovals({ db: db(), now })).attempts).toBeGreaterThanOrEqual(1);
    const [attempt] = await queryRows<{ status: string }>(
      db(),
      sql`select status from payment_attempts where order_id = ${learner.orderId}`,
    );
    expect(attempt!.status).toBe('CANCELLED');

    const token = await freshToken(server, learner.email);
    const late = await sendJson(server, tokenPath(learner.orderId), {
      token,
      body: { expressCheckoutToken: checkout.expressCheckoutToken },
    });
    expect(late.status).toBe(402);
    expect((await json(late)).global[0].code).toBe('PAYMENT_CANCEL');
    expect(await sandboxPayPalRecords.captures(db(), checkout.expressCheckoutToken)).toBe(0);

    const again = await json(await server.request(tokenPath(learner.orderId), asUser(token)));
    await choose(again.approvalUrl, 'approve');
    const paid = await sendJson(server, tokenPath(learner.orderId), {
      token,
      body: { expressCheckoutToken: again.expressCheckoutToken },
    });
    expect((await json(paid)).status).toBe('SUCCESS');
  });

  it("close a debt's PayPal checkout too", async () => {
    const learner = await learnerWithDebt('2026-10-02T09:00:00Z');
    const checkout = await json(await debt(learner, { paypal: {} }));
    server.clock.advance(APPROVAL_ABANDONED_AFTER_MS + 60_000);
    const closed = await closeAbandonedApprovals({ db: db(), now: () => server.clock.now() });
    expect(closed.charges).toBeGreaterThanOrEqual(1);
    const token = await freshToken(server, learner.email);
    await choose(checkout.approvalUrl, 'approve');
    const late = await debt(
      { ...learner, token },
      {
        paypal: { expressCheckoutToken: checkout.expressCheckoutToken },
      },
    );
    expect(late.status).toBe(402);
    expect((await json(late)).global[0].code).toBe('PAYMENT_CANCEL');
  });
});
