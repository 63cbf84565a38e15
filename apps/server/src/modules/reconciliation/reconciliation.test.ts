import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationDayView } from '@portal/domain/ledger/reconciliation';
import { paypalFeeCents, SANDBOX_SETTLEMENT_CARDS } from '../../payments/sandbox-settlement-file';
import { json } from '../../test/accounts';
import { asUser } from '../../test/accounts';
import {
  learnerPayingByBank,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  PROGRAM_PRICE,
  sendJson,
} from '../../test/enrolment';
import { SANDBOX_BANK_ACCOUNTS } from '../../payments/sandbox-ach-provider';
import { chooseAtPayPal } from '../../test/paypal';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { billOnce } from '../../test/billing';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withJobs: true, loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(() => server.close());

const quickly = { timeout: 15_000, interval: 100 };

/** A learner of the default tenant who paid by the card; the PNREF the gateway knows the charge by. */
async function paidBy(card: string) {
  const learner = await learnerWithOrder(server);
  expect((await payByCard(server, learner, { card: { creditCardNumber: card } })).status).toBe(200);
  const [attempt] = await queryRows<{ pnref: string; amount_cents: number }>(
    server.database.db,
    sql`select pnref, amount_cents from payment_attempts
        where order_id = ${learner.orderId} and status = 'CAPTURED'`,
  );
  return { ...learner, pnref: attempt!.pnref, amountCents: attempt!.amount_cents };
}

/** A learner who paid with the sandbox PayPal; the capture id PayPal knows the payment by. */
async function paidByPayPal() {
  const learner = await learnerWithOrder(server);
  const path = `/ledger-api/orders/${learner.orderId}/payment/paypal/token`;
  const checkout = await json(await server.request(path, asUser(learner.token)));
  await chooseAtPayPal(server, checkout.approvalUrl, 'approve');
  const captured = await sendJson(server, path, {
    token: learner.token,
    body: { expressCheckoutToken: checkout.expressCheckoutToken, promoCode: null },
  });
  expect(captured.status).toBe(200);
  const [attempt] = await queryRows<{ pnref: string; amount_cents: number }>(
    server.database.db,
    sql`select pnref, amount_cents from payment_attempts
        where order_id = ${learner.orderId} and status = 'CAPTURED'`,
  );
  return { ...learner, captureId: attempt!.pnref, amountCents: attempt!.amount_cents };
}

const finance = () => signedInDemoStaff(server, 'finance@staff.demo.test');

async function queue(token: string): Promise<ReconciliationDayView[]> {
  const response = await server.request('/staff-api/finance/reconciliation', staffBearer(token));
  expect(response.status).toBe(200);
  return (await json(response)).days;
}

const dayOf = async (token: string, day: string, gateway = 'card') =>
  (await queue(token)).find((d) => d.gateway === gateway && d.day === day);

/** Moves the clock to 02:00 UTC the next day and lets the import job take its slot. */
async function importDay(day: string) {
  server.clock.set(new Date(new Date(`${day}T02:00:00Z`).getTime() + 24 * 3600 * 1000));
  await server.jobs!.tick();
  const token = await finance();
  await expect.poll(() => dayOf(token, day), quickly).toBeDefined();
  return token;
}

function resolve(token: string, itemId: string, body: unknown) {
  return server.request(`/staff-api/finance/reconciliation/items/${itemId}/resolve`, {
    method: 'POST',
    headers: { ...staffBearer(token).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

// First: paying by bank sets the clock to its own day, and staff sign-ins only go forward.
describe("the sandbox bank's settlement file", () => {
  it('lists the debits the bank took that day, as they stand, and they match the ledger', async () => {
    const settles = await learnerPayingByBank(server, SANDBOX_BANK_ACCOUNTS.settles);
    expect((await settles.post()).status).toBe(200);
    const returned = await learnerPayingByBank(server, SANDBOX_BANK_ACCOUNTS.insufficientFunds);
    expect((await returned.post()).status).toBe(200);
    const traceOf = async (orderId: string) =>
      (
        await queryRows<{ pnref: string }>(
          server.database.db,
          sql`select pnref from payment_attempts where order_id = ${orderId}`,
        )
      )[0]!.pnref;
    // The next night both are on their way, and the day matches.
    const token = await importDay('2027-05-03');
    await expect
      .poll(() => dayOf(token, '2027-05-03', 'bank'), quickly)
      .toMatchObject({ lines: 2, toReview: 0, items: [] });

    // Two days later the bank answers: the debits' lines say settled (a return is its own line,
    // of the day it came: returns-and-disputes.test.ts).
    server.clock.set(new Date('2027-05-05T10:00:00Z'));
    const file = (
      await (await server.request('/sandbox-settlements/bank/2027-05-03.csv')).text()
    ).split('\r\n');
    expect(file[0]).toBe(
      'Transaction ID,Transaction Status,Settlement Amount,Settlement Currency,Submit Date Time,Payment Method',
    );
    expect(file).toHaveLength(4);
    const amount = (PROGRAM_PRICE / 100).toFixed(2);
    expect(file).toEqual(
      expect.arrayContaining([
        `${await traceOf(settles.orderId)},Settled Successfully,${amount},USD,2027-05-03T10:00:00.000Z,eCheck`,
        `${await traceOf(returned.orderId)},Settled Successfully,${amount},USD,2027-05-03T10:00:00.000Z,eCheck`,
      ]),
    );
  });
});

describe('the sandbox settlement file', () => {
  it("lists the day's sales in Payflow's shape, in dollars", async () => {
    server.clock.set(new Date('2027-05-21T09:00:00Z'));
    const paid = await paidBy('4111111111111111');
    const file = await server.request('/sandbox-settlements/card/2027-05-21.csv');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect((await file.text()).split('\r\n')).toEqual([
      'Settle Date,Transaction ID,Type,Amount,Currency',
      `2027-05-21,${paid.pnref},Sale,${(paid.amountCents / 100).toFixed(2)},USD`,
      '',
    ]);
    expect((await server.request('/sandbox-settlements/card/2027-02-30.csv')).status).toBe(404);
  });
});

describe('the daily import', () => {
  it('stores a clean day as matched, and a second import adds nothing', async () => {
    server.clock.set(new Date('2027-05-23T09:00:00Z'));
    await paidBy('4111111111111111');
    const refunded = await paidBy('4111111111111111');
    // A refund the same day is a Credit line of its own, matched by the credit's PNREF.
    const [attempt] = await queryRows<{ id: string; user_id: string }>(
      server.database.db,
      sql`select id, user_id from payment_attempts where pnref = ${refunded.pnref}`,
    );
    const credit = await server.request(
      `/staff-api/students/${attempt!.user_id}/orders/${refunded.orderId}/payments/${attempt!.id}/refunds`,
      {
        method: 'POST',
        headers: {
          ...staffBearer(await finance()).headers,
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify({ amountCents: 1000, access: { kind: 'kept' }, reason: 'Ticket 7' }),
      },
    );
    expect((await json(credit)).status).toBe('REFUNDED');
    const file = await (await server.request('/sandbox-settlements/card/2027-05-23.csv')).text();
    expect(file).toMatch(/,Credit,10\.00,USD\r\n$/);
    const token = await importDay('2027-05-23');
    expect(await dayOf(token, '2027-05-23')).toMatchObject({ lines: 3, toReview: 0, items: [] });

    const jobId = await server.jobs!.send('import-settlement-files', {});
    await expect
      .poll(async () => (await server.jobs!.job('import-settlement-files', jobId!))?.state, quickly)
      .toBe('completed');
    // One day per gateway, each imported once.
    const days = await queryRows<{ gateway: string; n: number }>(
      server.database.db,
      sql`select gateway, count(*)::int as n from reconciliation_days
          where day = '2027-05-23' group by gateway order by gateway`,
    );
    expect(days).toEqual([
      { gateway: 'bank', n: 1 },
      { gateway: 'card', n: 1 },
      { gateway: 'paypal', n: 1 },
    ]);
  });

  it('keeps each kind of mismatch with both sides, and finance resolves them with a reason', async () => {
    server.clock.set(new Date('2027-05-25T09:00:00Z'));
    const short = await paidBy(SANDBOX_SETTLEMENT_CARDS.short);
    const missing = await paidBy(SANDBOX_SETTLEMENT_CARDS.missing);
    const twice = await paidBy(SANDBOX_SETTLEMENT_CARDS.twice);
    const garbled = await paidBy(SANDBOX_SETTLEMENT_CARDS.garbled);
    await paidBy('4111111111111111');
    const token = await importDay('2027-05-25');
    const day = (await dayOf(token, '2027-05-25'))!;
    expect(day.toReview).toBe(5);
    const items = day.items.map((item) => [item.kind, item.transactionId, item.file, item.ledger]);
    const charge = (amountCents: number) => ({ type: 'charge', amountCents });
    expect(items).toEqual(
      expect.arrayContaining([
        [
          'AMOUNT_DIFFERS',
          short.pnref,
          { ...charge(short.amountCents - 100), currency: 'USD', feeCents: null },
          charge(short.amountCents),
        ],
        ['MISSING_IN_FILE', missing.pnref, null, charge(missing.amountCents)],
        [
          'EXTRA_IN_FILE',
          twice.pnref,
          { ...charge(twice.amountCents), currency: 'USD', feeCents: null },
          null,
        ],
        ['UNREADABLE_LINE', null, null, null],
        ['MISSING_IN_FILE', garbled.pnref, null, charge(garbled.amountCents)],
      ]),
    );
    expect(day.items.find((item) => item.kind === 'UNREADABLE_LINE')!.fileText).toBe(
      `2027-05-25,${garbled.pnref},Sale,n/a,USD`,
    );

    const item = day.items.find((i) => i.kind === 'AMOUNT_DIFFERS')!;
    expect((await resolve(token, item.id, { reason: '' })).status).toBe(400);
    const resolved = await resolve(token, item.id, { reason: 'Processor fee taken at source.' });
    expect(resolved.status).toBe(200);
    expect(await json(resolved)).toMatchObject({
      resolution: { reason: 'Processor fee taken at source.', by: 'finance@staff.demo.test' },
    });
    expect((await dayOf(token, '2027-05-25'))!.toReview).toBe(4);
    const again = await resolve(token, item.id, { reason: 'Twice.' });
    expect(again.status).toBe(409);
    expect((await json(again)).global[0].code).toBe('RECONCILIATION_ITEM_RESOLVED');
    const audit = await queryRows<{ action: string; actor_email: string; reason: string }>(
      server.database.db,
      sql`select action, actor_email, reason from audit_log
          where action = 'reconciliation.resolved' and subject_id = ${item.id}`,
    );
    expect(audit).toEqual([
      {
        action: 'reconciliation.resolved',
        actor_email: 'finance@staff.demo.test',
        reason: 'Processor fee taken at source.',
      },
    ]);
  });

  it("is for members who manage payments, and shows a member only their tenants' items", async () => {
    server.clock.set(new Date('2027-05-27T09:00:00Z'));
    const theirs = await paidBy(SANDBOX_SETTLEMENT_CARDS.missing);
    const token = await importDay('2027-05-27');
    const support = await signedInDemoStaff(server, 'support@staff.demo.test');
    const fhsuFinance = await signedInStaffMember(server, {
      email: 'fhsu-finance@staff.test',
      name: 'Fin Fhsu',
      roles: ['finance'],
      scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    const response = await server.request(
      '/staff-api/finance/reconciliation',
      staffBearer(support),
    );
    expect(response.status).toBe(403);
    const item = (await dayOf(token, '2027-05-27'))!.items.find(
      (i) => i.transactionId === theirs.pnref,
    )!;
    expect((await resolve(support, item.id, { reason: 'No.' })).status).toBe(403);
    expect(await dayOf(fhsuFinance, '2027-05-27')).toMatchObject({ toReview: 0, items: [] });
    expect((await resolve(fhsuFinance, item.id, { reason: 'Mine?' })).status).toBe(404);
  });
});

// Last: it moves the clock past the other days, and staff sign-ins only go forward in time.
describe("the sandbox PayPal's settlement file", () => {
  it("lists the day's captures in PayPal's settlement report shape, in cents with the fee, and they match", async () => {
    server.clock.set(new Date('2027-05-29T09:00:00Z'));
    const paid = await paidByPayPal();
    const file = await server.request('/sandbox-settlements/paypal/2027-05-29.csv');
    expect(file.status).toBe(200);
    expect((await file.text()).split('\r\n')).toEqual([
      '"RH","2027-05-29","SANDBOX"',
      expect.stringMatching(/^"CH","Transaction ID","Transaction Event Code",/),
      `"SB","${paid.captureId}","T0006","2027-05-29T09:00:00.000Z","CR","${paid.amountCents}","USD","DR","${paypalFeeCents(paid.amountCents)}"`,
      '',
    ]);
    const token = await importDay('2027-05-29');
    await expect
      .poll(() => dayOf(token, '2027-05-29', 'paypal'), quickly)
      .toMatchObject({ lines: 1, toReview: 0, items: [] });
  });
});

// After the others: it moves the clock past every day they use.
describe('nights the import did not run', () => {
  it('are caught up by the next night that runs, a week back at most', async () => {
    // The last night that ran imported 2027-05-29; the server was down until 2027-06-10.
    server.clock.set(new Date('2027-06-10T02:00:00Z'));
    await server.jobs!.tick();
    const token = await finance();
    await expect.poll(() => dayOf(token, '2027-06-09'), quickly).toBeDefined();
    const card = (await queue(token)).filter((d) => d.gateway === 'card').map((d) => d.day);
    expect(card).toEqual(
      expect.arrayContaining(['2027-06-03', '2027-06-04', '2027-06-08', '2027-06-09']),
    );
    expect(card).not.toContain('2027-06-02');
  });
});

// After the catch-up: its plan charge is billed on a later day still.
describe("a plan's later charges", () => {
  it("are in the day's file and match the plan's order", async () => {
    server.clock.set(new Date('2027-06-20T09:00:00Z'));
    const learner = await paidBy('4111111111111111');
    const [plan] = await queryRows<{ next_payment_at: string }>(
      server.database.db,
      sql`select next_payment_at from subscriptions where order_id = ${learner.orderId}`,
    );
    server.clock.set(new Date(plan!.next_payment_at));
    await billOnce(server);
    const [charge] = await queryRows<{ transaction_id: string; completed_at: string }>(
      server.database.db,
      sql`select c.transaction_id, c.completed_at from subscription_charges c
          join subscriptions s on s.id = c.subscription_id
          where s.order_id = ${learner.orderId} and c.status = 'CAPTURED'`,
    );
    const day = new Date(charge!.completed_at).toISOString().slice(0, 10);
    const file = await (await server.request(`/sandbox-settlements/card/${day}.csv`)).text();
    expect(file).toContain(charge!.transaction_id);
    const token = await importDay(day);
    // The billing run also charged the plans of this file's earlier learners, some of whose rows
    // the mismatch test changed: this plan's charge is matched, whatever becomes of theirs.
    const items = (await dayOf(token, day))!.items;
    expect(items.map((item) => item.transactionId)).not.toContain(charge!.transaction_id);
  });
});
