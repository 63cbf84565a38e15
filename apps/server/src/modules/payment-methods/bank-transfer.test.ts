import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_BANK_ACCOUNTS } from '../../payments/sandbox-ach-provider';
import { asUser, json } from '../../test/accounts';
import { billOnce, freshToken, settleTransfers } from '../../test/billing';
import {
  bankBilling,
  cardPayload,
  learnerPayingByBank,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  onboardingProfile,
  payByCard,
  PROGRAM_PRICE,
  sendJson,
} from '../../test/enrolment';
import { userIdOf } from '../../test/live-client';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

const DAY_MS = 86_400_000;

const settle = () => settleTransfers(server);

const stateOf = async (orderId: string) =>
  (
    await queryRows<{
      attempt: string;
      order_status: string;
      membership: string;
      plan: string;
      debt: number;
      method: string;
      last_four: string;
    }>(
      server.database.db,
      sql`select a.status as attempt, o.status as order_status, m.status as membership,
            s.status as plan, s.debt_cents as debt, s.payment_method as method, s.last_four
          from payment_attempts a join orders o on o.id = a.order_id
          join memberships m on m.user_id = o.user_id
          left join subscriptions s on s.order_id = o.id
          where a.order_id = ${orderId} and a.payment_method = 'ACH'`,
    )
  )[0]!;

describe('paying an order by bank transfer (ACH)', () => {
  it('gives access at once while processing, and records the settlement two days later', async () => {
    const learner = await learnerPayingByBank(server, SANDBOX_BANK_ACCOUNTS.settles);
    const posted = await learner.post();
    expect(posted.status).toBe(200);
    expect(await json(posted)).toEqual({
      paymentResponseStatus: 'processing',
      orderId: learner.orderId,
    });
    expect(await stateOf(learner.orderId)).toMatchObject({
      attempt: 'PROCESSING',
      order_status: 'SUCCESS',
      membership: 'enabled',
      plan: 'ENABLED',
      method: 'ACH',
      last_four: '6789',
    });
    // Posted again (a double click, a reload): the same answer, one debit.
    expect(await json(await learner.post())).toMatchObject({ paymentResponseStatus: 'processing' });
    // The order says its payment waits for the bank (what the confirmation page shows), and
    // the receipt, which says so too, already exists.
    const orderOf = async (token: string) =>
      json(await server.request('/ledger-api/orders/degreeprogram', asUser(token)));
    expect((await orderOf(learner.token)).payment).toMatchObject({
      approvalStatus: 'Pending',
      transactionStatus: 7,
      paymentInformation: { paymentMethod: 'ACH', cardType: null, lastFour: '6789' },
    });
    const receipt = await server.request(
      `/ledger-api/orders/${learner.orderId}/pdf`,
      asUser(learner.token),
    );
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');

    await settle();
    expect((await stateOf(learner.orderId)).attempt).toBe('PROCESSING');
    server.clock.advance(2 * DAY_MS);
    await settle();
    expect(await stateOf(learner.orderId)).toMatchObject({
      attempt: 'CAPTURED',
      membership: 'enabled',
      plan: 'ENABLED',
      debt: 0,
    });
    const token = await freshToken(server, learner.email);
    expect((await orderOf(token)).payment).toMatchObject({
      approvalStatus: 'Approved',
      transactionStatus: 6,
    });
    const history = await json(await server.request('/ledger-api/payment/history', asUser(token)));
    expect(history[0]).toMatchObject({
      paymentMethod: 'ACH',
      status: 'CAPTURED',
      lastFour: '6789',
    });
  });

  it.each([
    ['R01', SANDBOX_BANK_ACCOUNTS.insufficientFunds, 'CARD_INSUFFICIENT_FUNDS'],
    ['R02', SANDBOX_BANK_ACCOUNTS.accountClosed, 'CARD_INVALID_ACCOUNT_NUMBER'],
    ['R03', SANDBOX_BANK_ACCOUNTS.noAccount, 'CARD_INVALID_ACCOUNT_NUMBER'],
  ])(
    'turns a return (%s) after access into debt that pauses the plan',
    async (code, account, reason) => {
      const learner = await learnerPayingByBank(server, account);
      expect((await learner.post()).status).toBe(200);
      const orderOf = async () => {
        const token = await freshToken(server, learner.email);
        const response = await server.request(
          `/ledger-api/orders/${learner.orderId}`,
          asUser(token),
        );
        expect(response.status).toBe(200);
        return json(response);
      };
      // Processing: not returned (what the confirmation and the order's page read).
      expect((await orderOf()).payment).toMatchObject({
        approvalStatus: 'Pending',
        returned: null,
      });
      expect((await stateOf(learner.orderId)).membership).toBe('enabled');
      server.clock.advance(2 * DAY_MS);
      await settle();
      await settle(); // a second run finds nothing more to do
      expect(await stateOf(learner.orderId)).toMatchObject({
        attempt: 'FAILED',
        order_status: 'SUCCESS',
        membership: 'expired',
        plan: 'FAILED',
        debt: PROGRAM_PRICE,
      });
      const [attempt] = await queryRows<{ provider_data: { returnCode: string } }>(
        server.database.db,
        sql`select provider_data from payment_attempts where order_id = ${learner.orderId}`,
      );
      expect(attempt!.provider_data.returnCode).toBe(code);
      // The order's open pages are told, with no event of its own (the plan's failure is told).
      const [told] = await queryRows<{ payload: { event: unknown } }>(
        server.database.db,
        sql`select payload from outbox where user_id = ${userIdOf(learner.token)}
              and subject = 'orderEntity' order by id desc limit 1`,
      );
      expect(told!.payload).toMatchObject({
        event: null,
        order: { payment: { returned: { reason } } },
      });
      // The order stays paid (access was given), but its payment says it was returned, and why,
      // so its pages no longer read as paid.
      expect(await orderOf()).toMatchObject({
        status: 'SUCCESS',
        payment: {
          approvalStatus: 'Declined',
          paymentInformation: { paymentMethod: 'ACH', lastFour: account.slice(-4) },
          returned: { reason },
        },
      });
      const mails = await queryRows<{ subject: string }>(
        server.database.db,
        sql`select subject from mail_outbox where ${learner.email} = any(recipients)`,
      );
      expect(mails.map((m) => m.subject)).toContain(
        'Your Crestline Learning payment plan is on hold',
      );
    },
  );

  it('lets a learner whose enrolment transfer was returned pay the balance, then go on', async () => {
    const learner = await learnerPayingByBank(server, SANDBOX_BANK_ACCOUNTS.insufficientFunds);
    expect((await learner.post()).status).toBe(200);
    server.clock.advance(2 * DAY_MS);
    await settle();
    expect(await stateOf(learner.orderId)).toMatchObject({ membership: 'expired', plan: 'FAILED' });
    // The profile can be completed; the dashboard waits for the balance.
    const token = await freshToken(server, learner.email);
    const profile = await sendJson(server, '/user-api/users', {
      token,
      body: onboardingProfile({ userData: { goal: 'Finish a degree' } }),
    });
    expect(profile.status).toBe(200);
    const orientation = () =>
      sendJson(server, '/user-api/users/orientation', { token, method: 'POST' });
    expect(await json(await orientation())).toMatchObject({
      global: [{ code: 'MEMBERSHIP_EXPIRED' }],
    });

    const paid = await sendJson(server, '/ledger-api/orders/debt', {
      token,
      key: randomUUID(),
      body: { card: cardPayload() },
    });
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({ status: 'ENABLED', totalDebt: 0 });
    expect(await stateOf(learner.orderId)).toMatchObject({ membership: 'enabled', debt: 0 });
    const started = await orientation();
    expect(started.status).toBe(200);
    expect(await json(started)).toMatchObject({ attributes: { orientationStarted: true } });
  });

  it('refuses a mistyped routing number, another learner’s transfer and a paid order', async () => {
    const learner = await learnerPayingByBank(server, SANDBOX_BANK_ACCOUNTS.settles);
    const mistyped = await sendJson(server, `/ledger-api/paymentAsync/${learner.secureTokenId}`, {
      token: learner.token,
      method: 'POST',
      body: { routingNumber: '110000001', accountNumber: SANDBOX_BANK_ACCOUNTS.settles },
    });
    expect(mistyped.status).toBe(400);
    expect(await json(mistyped)).toMatchObject({
      fields: [{ field: 'routingNumber', code: 'validation.routingNumber' }],
    });

    const other = await learnerWithOrder(server);
    const stolen = await sendJson(server, `/ledger-api/paymentAsync/${learner.secureTokenId}`, {
      token: other.token,
      method: 'POST',
      body: { routingNumber: SANDBOX_BANK_ACCOUNTS.routingNumber, accountNumber: '000123456789' },
    });
    expect(stolen.status).toBe(404);

    expect((await payByCard(server, other)).status).toBe(200);
    const paid = await sendJson(server, '/ledger-api/payment/token/ach', {
      token: other.token,
      method: 'POST',
      body: bankBilling(other.orderId),
    });
    expect(paid.status).toBe(409);
    expect(await json(paid)).toMatchObject({ global: [{ code: 'ORDER_ALREADY_PAYED' }] });
  });

  it('prices the transfer with a promo code as a card payment would', async () => {
    const learner = await learnerWithOrder(server);
    const priced = await sendJson(server, '/ledger-api/payment/token/ach', {
      token: learner.token,
      method: 'POST',
      body: { ...bankBilling(learner.orderId), promoCode: 'save20' },
    });
    const plan = await server.request(
      '/ledger-api/payment/plan/details?promoCode=SAVE20',
      asUser(learner.token),
    );
    const { amount } = await json(priced);
    expect(amount).toBe((await json(plan)).chargedToday);
    expect(amount).toBeLessThan(PROGRAM_PRICE);
  });
});

describe('a plan debited from a bank account', () => {
  it('switches to the account, debits it each period, and turns a later return into debt', async () => {
    server.clock.set(new Date('2027-08-01T10:00:00Z'));
    const learner = await learnerWithOrder(server);
    expect((await payByCard(server, learner)).status).toBe(200);
    const switched = await sendJson(server, '/ledger-api/payment/recurring/ach', {
      token: learner.token,
      body: {
        routingNumber: SANDBOX_BANK_ACCOUNTS.routingNumber,
        accountNumber: SANDBOX_BANK_ACCOUNTS.insufficientFunds,
        holderName: 'Ada Lovelace',
      },
    });
    expect(switched.status).toBe(200);
    expect(await json(switched)).toMatchObject({
      status: 'ENABLED',
      paymentInformation: { paymentMethod: 'ACH', cardType: null, lastFour: '1111' },
    });

    server.clock.set(new Date('2027-09-01T10:00:00Z'));
    await billOnce(server);
    const charges = async () =>
      queryRows<{ status: string }>(
        server.database.db,
        sql`select c.status from subscription_charges c join subscriptions s
            on s.id = c.subscription_id where s.order_id = ${learner.orderId}`,
      );
    expect(await charges()).toEqual([{ status: 'PROCESSING' }]);

    server.clock.set(new Date('2027-09-03T10:00:00Z'));
    await settle();
    expect(await charges()).toEqual([{ status: 'FAILED' }]);
    const [plan] = await queryRows<{ status: string; debt_cents: number }>(
      server.database.db,
      sql`select status, debt_cents from subscriptions where order_id = ${learner.orderId}`,
    );
    expect(plan).toEqual({ status: 'FAILED', debt_cents: PROGRAM_PRICE });
  });
});
