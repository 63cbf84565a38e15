import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationDayView } from '@portal/domain/ledger/reconciliation';
import { ACH_ANSWER_AFTER_MS, SANDBOX_BANK_ACCOUNTS } from '../../payments/sandbox-ach-provider';
import { sandboxPayPalRecords } from '../../payments/sandbox-paypal-routes';
import { asUser, json } from '../../test/accounts';
import {
  learnerPayingByBank,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  PROGRAM_PRICE,
  sendJson,
} from '../../test/enrolment';
import { chooseAtPayPal } from '../../test/paypal';
import { signedInDemoStaff, staffBearer } from '../../test/staff';
import { billOnce } from '../../test/billing';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { importSettlementDay } from './import-settlement-day';
import { readCardSettlementFile } from './read-card-settlement-file';

// The settlement lines beyond payments and card refunds (docs/reconciliation.md): bank returns
// (of a debit, even a settled one, and of a credit), bank credits, chargebacks and their
// reversals, and a PayPal refund on its way. Each kind matched says nothing; each kind that
// disagrees lands in finance's queue with both sides. The clock only goes forward in this file.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withJobs: true, loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(() => server.close());

const quickly = { timeout: 15_000, interval: 100 };
const db = () => server.database.db;
const finance = () => signedInDemoStaff(server, 'finance@staff.demo.test');

async function dayOf(day: string, gateway: string): Promise<ReconciliationDayView | undefined> {
  const response = await server.request(
    '/staff-api/finance/reconciliation',
    staffBearer(await finance()),
  );
  expect(response.status).toBe(200);
  const { days } = (await json(response)) as { days: ReconciliationDayView[] };
  return days.find((d) => d.gateway === gateway && d.day === day);
}

/** Runs the jobs due at `at` (the clock moved there first). */
async function runJobsAt(at: string) {
  server.clock.set(new Date(at));
  await server.jobs!.tick();
}

/** The import of `day` (02:00 UTC the next day), and the gateway's day as the queue shows it. */
async function imported(day: string, gateway: string) {
  await runJobsAt(new Date(Date.parse(`${day}T02:00:00Z`) + 24 * 3600 * 1000).toISOString());
  await expect.poll(() => dayOf(day, gateway), quickly).toBeDefined();
  return (await dayOf(day, gateway))!;
}

/** What the queue shows of a day's items: kind, transaction and both sides' type and amount. */
const itemsOf = (day: ReconciliationDayView) =>
  day.items.map((item) => ({
    kind: item.kind,
    transactionId: item.transactionId,
    file: item.file && { type: item.file.type, amountCents: item.file.amountCents },
    ledger: item.ledger && { type: item.ledger.type, amountCents: item.ledger.amountCents },
  }));

const attemptOf = async (orderId: string) =>
  (
    await queryRows<{ id: string; user_id: string; pnref: string; status: string }>(
      db(),
      sql`select id, user_id, pnref, status from payment_attempts
          where order_id = ${orderId} and pnref is not null`,
    )
  )[0]!;

/** Finance gives back part of an order's payment; the refund as the console answers it. */
async function refund(orderId: string, amountCents: number) {
  const attempt = await attemptOf(orderId);
  const response = await server.request(
    `/staff-api/students/${attempt.user_id}/orders/${orderId}/payments/${attempt.id}/refunds`,
    {
      method: 'POST',
      headers: {
        ...staffBearer(await finance()).headers,
        'Content-Type': 'application/json',
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({ amountCents, access: { kind: 'kept' }, reason: 'Ticket 12' }),
    },
  );
  expect(response.status).toBe(200);
  return json(response) as Promise<{ id: string; status: string }>;
}

const refundRow = async (orderId: string) =>
  (
    await queryRows<{ id: string; status: string; transaction_id: string; amount_cents: number }>(
      db(),
      sql`select id, status, transaction_id, amount_cents from refunds where order_id = ${orderId}`,
    )
  )[0]!;

describe('bank transfers', () => {
  it('match returns (at the answer and after settling) and credits (settled and returned) on their own days, and a line that disagrees lands in the queue', async () => {
    const pay = async (account: string) => {
      const learner = await learnerPayingByBank(server, account);
      expect((await learner.post()).status).toBe(200);
      return { ...learner, trace: (await attemptOf(learner.orderId)).pnref };
    };
    const returned = await pay(SANDBOX_BANK_ACCOUNTS.insufficientFunds);
    const returnedUnrecorded = await pay(SANDBOX_BANK_ACCOUNTS.insufficientFunds);
    const returnedLate = await pay(SANDBOX_BANK_ACCOUNTS.returnedAfterSettling);
    const returnedLateNotByBank = await pay(SANDBOX_BANK_ACCOUNTS.returnedAfterSettling);
    const credited = await pay(SANDBOX_BANK_ACCOUNTS.settles);
    const creditedOther = await pay(SANDBOX_BANK_ACCOUNTS.settles);
    const creditReturned = await pay(SANDBOX_BANK_ACCOUNTS.closesBeforeRefund);
    const creditReturnedUnrecorded = await pay(SANDBOX_BANK_ACCOUNTS.closesBeforeRefund);

    // The day the bank took them: eight debits, nothing else.
    expect(await imported('2027-05-03', 'bank')).toMatchObject({ lines: 8, toReview: 0 });

    // Two days later the bank answers: two returned, the rest settled.
    await runJobsAt('2027-05-05T10:00:00Z');
    await expect
      .poll(async () => (await attemptOf(returned.orderId)).status, quickly)
      .toBe('FAILED');
    await expect
      .poll(async () => (await attemptOf(returnedUnrecorded.orderId)).status, quickly)
      .toBe('FAILED');
    // The ledger loses one return: the bank's line for it has nothing to match.
    await server.database.db.execute(
      sql`update payment_attempts set returned_at = null where pnref = ${returnedUnrecorded.trace}`,
    );
    for (const paid of [credited, creditedOther, creditReturned, creditReturnedUnrecorded]) {
      expect((await refund(paid.orderId, 2000)).status).toBe('PROCESSING');
    }
    const file = await (await server.request('/sandbox-settlements/bank/2027-05-05.csv')).text();
    expect(file.split('\r\n')).toContain(
      `${returned.trace},Returned Item,${(PROGRAM_PRICE / 100).toFixed(2)},USD,2027-05-05T10:00:00.000Z,eCheck`,
    );
    const returnsDay = await imported('2027-05-05', 'bank');
    expect(returnsDay).toMatchObject({ lines: 2, toReview: 1 });
    expect(itemsOf(returnsDay)).toEqual([
      {
        kind: 'EXTRA_IN_FILE',
        transactionId: returnedUnrecorded.trace,
        file: { type: 'return', amountCents: PROGRAM_PRICE },
        ledger: null,
      },
    ]);

    // Two days on, the credits settle, but two come back: their accounts were closed.
    await runJobsAt('2027-05-07T11:00:00Z');
    await expect
      .poll(async () => (await refundRow(creditReturnedUnrecorded.orderId)).status, quickly)
      .toBe('FAILED');
    await expect
      .poll(async () => (await refundRow(creditedOther.orderId)).status, quickly)
      .toBe('REFUNDED');
    await expect.poll(async () => (await refundRow(credited.orderId)).status).toBe('REFUNDED');
    await expect.poll(async () => (await refundRow(creditReturned.orderId)).status).toBe('FAILED');
    const other = await refundRow(creditedOther.orderId);
    await server.database.db.execute(
      sql`update refunds set amount_cents = 1999 where id = ${other.id}`,
    );
    const lost = await refundRow(creditReturnedUnrecorded.orderId);
    await server.database.db.execute(
      sql`update refunds set returned_at = null where id = ${lost.id}`,
    );
    const creditsDay = await imported('2027-05-07', 'bank');
    expect(creditsDay).toMatchObject({ lines: 4, toReview: 2 });
    expect(itemsOf(creditsDay)).toEqual(
      expect.arrayContaining([
        {
          kind: 'AMOUNT_DIFFERS',
          transactionId: other.transaction_id,
          file: { type: 'refund', amountCents: 2000 },
          ledger: { type: 'refund', amountCents: 1999 },
        },
        {
          kind: 'EXTRA_IN_FILE',
          transactionId: lost.transaction_id,
          file: { type: 'return', amountCents: 2000 },
          ledger: null,
        },
      ]),
    );

    // Three days after settling, two debits are returned (not authorised): the ledger learns it
    // at 01:30, before the import at 02:00.
    await runJobsAt('2027-05-09T01:30:00Z');
    await expect
      .poll(async () => (await attemptOf(returnedLate.orderId)).status, quickly)
      .toBe('FAILED');
    await expect
      .poll(async () => (await attemptOf(returnedLateNotByBank.orderId)).status, quickly)
      .toBe('FAILED');
    // The bank's report leaves one out: the ledger's return has no line.
    await server.database.db.execute(
      sql`update sandbox_ach_debits set late_return_at = null
          where trace = ${returnedLateNotByBank.trace}`,
    );
    const lateDay = await imported('2027-05-08', 'bank');
    expect(lateDay).toMatchObject({ lines: 1, toReview: 1 });
    expect(itemsOf(lateDay)).toEqual([
      {
        kind: 'MISSING_IN_FILE',
        transactionId: returnedLateNotByBank.trace,
        file: null,
        ledger: { type: 'return', amountCents: PROGRAM_PRICE },
      },
    ]);
  });
});

describe('chargebacks', () => {
  const sandbox = async (path: string, body?: unknown) => {
    const response = await server.request(`/sandbox-disputes/disputes${path}`, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status).toBe(200);
    return (await json(response)).dispute as { id: string };
  };
  const disputeStatus = async (gatewayDisputeId: string) =>
    (
      await queryRows<{ status: string }>(
        db(),
        sql`select status from payment_disputes where gateway_dispute_id = ${gatewayDisputeId}`,
      )
    )[0]?.status;

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
    const { pnref } = await attemptOf(learner.orderId);
    return { ...learner, id: pnref, checkoutToken: checkout.expressCheckoutToken as string };
  }
  async function paidByCard() {
    const learner = await learnerWithOrder(server);
    expect((await payByCard(server, learner)).status).toBe(200);
    return { ...learner, id: (await attemptOf(learner.orderId)).pnref };
  }

  it.each([
    ['card', paidByCard, '2027-05-12', 'Chargeback'],
    ['paypal', paidByPayPal, '2027-05-16', 'T1201'],
  ] as const)(
    'of %s: the debit on the day the dispute opened and its reversal on the day it was won match, and a ledger that disagrees lands in the queue',
    async (gateway, paid, opened, code) => {
      server.clock.set(new Date(`${opened}T09:00:00Z`));
      const won = await paid();
      const disagreeing = await paid();
      const disputes = [];
      for (const payment of [won, disagreeing]) {
        const dispute = await sandbox('', { gateway, transactionId: payment.id });
        await expect.poll(() => disputeStatus(dispute.id), quickly).toBe('NEEDS_RESPONSE');
        disputes.push(dispute);
      }
      const file = await (
        await server.request(`/sandbox-settlements/${gateway}/${opened}.csv`)
      ).text();
      expect(file).toContain(code);
      // The ledger kept one dispute for less than the gateway took.
      await server.database.db.execute(
        sql`update payment_disputes set amount_cents = amount_cents - 100
            where gateway_dispute_id = ${disputes[1]!.id}`,
      );
      const openedDay = await imported(opened, gateway);
      expect(openedDay).toMatchObject({ lines: 4, toReview: 1 });
      expect(itemsOf(openedDay)).toEqual([
        {
          kind: 'AMOUNT_DIFFERS',
          transactionId: disagreeing.id,
          file: { type: 'chargeback', amountCents: PROGRAM_PRICE },
          ledger: { type: 'chargeback', amountCents: PROGRAM_PRICE - 100 },
        },
      ]);

      // Two days later both are won: the money comes back. The ledger misses one decision.
      const decided = new Date(Date.parse(`${opened}T09:00:00Z`) + 2 * 24 * 3600 * 1000);
      server.clock.set(decided);
      for (const dispute of disputes) {
        await sandbox(`/${dispute.id}/won`);
        await expect.poll(() => disputeStatus(dispute.id), quickly).toBe('WON');
      }
      await server.database.db.execute(
        sql`update payment_disputes set status = 'UNDER_REVIEW', decided_at = null
            where gateway_dispute_id = ${disputes[1]!.id}`,
      );
      const wonDay = await imported(decided.toISOString().slice(0, 10), gateway);
      expect(wonDay).toMatchObject({ lines: 2, toReview: 1 });
      expect(itemsOf(wonDay)).toEqual([
        {
          kind: 'EXTRA_IN_FILE',
          transactionId: disagreeing.id,
          file: { type: 'chargeback_reversal', amountCents: PROGRAM_PRICE },
          ledger: null,
        },
      ]);
    },
  );

  it('of a PayPal refund on its way: nothing on the day it was made, matched the day it completes, flagged when it never does', async () => {
    server.clock.set(new Date('2027-05-20T09:00:00Z'));
    const clears = await paidByPayPal();
    const neverClears = await paidByPayPal();
    await sandboxPayPalRecords.setEcheckRefunds(db(), clears.checkoutToken, true);
    await sandboxPayPalRecords.setEcheckRefunds(db(), neverClears.checkoutToken, 'never-clears');
    expect((await refund(clears.orderId, 2000)).status).toBe('PROCESSING');
    expect((await refund(neverClears.orderId, 2000)).status).toBe('PROCESSING');

    // The day it was made: two payments, and no refund on either side.
    expect(await imported('2027-05-20', 'paypal')).toMatchObject({ lines: 2, toReview: 0 });

    // It clears two days later, a little after 09:00; the portal hears of it later that day.
    await runJobsAt('2027-05-22T10:00:00Z');
    await expect
      .poll(async () => (await refundRow(clears.orderId)).status, quickly)
      .toBe('REFUNDED');
    const completed = await refundRow(clears.orderId);
    const file = await (await server.request('/sandbox-settlements/paypal/2027-05-22.csv')).text();
    expect(file).toContain(`"SB","${completed.transaction_id}","T1107","2027-05-22T09:`);
    expect(await imported('2027-05-22', 'paypal')).toMatchObject({ lines: 1, toReview: 0 });

    // The other is still pending when its window runs out, ten days after it was asked for.
    const pending = await refundRow(neverClears.orderId);
    expect(pending.status).toBe('PROCESSING');
    expect(await imported('2027-05-29', 'paypal')).toMatchObject({ toReview: 0 });
    const flagged = await imported('2027-05-30', 'paypal');
    expect(itemsOf(flagged)).toEqual([
      {
        kind: 'STILL_PENDING',
        transactionId: pending.transaction_id,
        file: null,
        ledger: { type: 'refund', amountCents: 2000 },
      },
    ]);
  });
});

describe('a settlement file that is not the gateway’s report', () => {
  it('fails the import with a clear error and stores nothing', async () => {
    await expect(
      importSettlementDay({
        db: db(),
        clock: server.clock,
        gateway: 'card',
        day: '2027-06-01',
        readFile: async () =>
          readCardSettlementFile('<html><body>Service unavailable</body></html>'),
      }),
    ).rejects.toThrow(
      'the card settlement file cannot be read: its first line is not "Settle Date,Transaction ID,Type,Amount,Currency"',
    );
    const days = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from reconciliation_days where day = '2027-06-01'`,
    );
    expect(days).toEqual([{ n: 0 }]);
  });
});

// Last: its plan is billed a month on, after every other day of this file.
describe("a plan's bank debit", () => {
  it('returned by the bank matches on the day it came back, its debit still on the day taken', async () => {
    // Paid by a bank debit that settles; a month on, the billing run takes the next period from
    // the same account, and the bank returns that debit (insufficient funds).
    const learner = await learnerPayingByBank(
      server,
      SANDBOX_BANK_ACCOUNTS.settles,
      '2027-06-05T10:00:00Z',
    );
    expect((await learner.post()).status).toBe(200);
    await runJobsAt('2027-06-07T10:00:00Z');
    await expect
      .poll(async () => (await attemptOf(learner.orderId)).status, quickly)
      .toBe('CAPTURED');
    const [plan] = await queryRows<{ next_payment_at: string }>(
      db(),
      sql`select next_payment_at from subscriptions where order_id = ${learner.orderId}`,
    );
    server.clock.set(new Date(plan!.next_payment_at));
    await billOnce(server);
    const chargeOf = async () =>
      (
        await queryRows<{ transaction_id: string; status: string; returned_at: string | null }>(
          db(),
          sql`select c.transaction_id, c.status, c.returned_at from subscription_charges c
              join subscriptions s on s.id = c.subscription_id
              where s.order_id = ${learner.orderId} order by c.period desc nulls last`,
        )
      )[0]!;
    // The charge is sent by this run or, the clock being on its day, by the billing job's.
    await expect.poll(async () => (await chargeOf()).status, quickly).toBe('PROCESSING');
    const taken = await chargeOf();
    await db().execute(
      sql`update sandbox_ach_debits set outcome = 'R01' where trace = ${taken.transaction_id}`,
    );

    const answeredAt = new Date(Date.parse(plan!.next_payment_at) + ACH_ANSWER_AFTER_MS);
    await runJobsAt(answeredAt.toISOString());
    await expect.poll(async () => (await chargeOf()).status, quickly).toBe('FAILED');
    expect(new Date((await chargeOf()).returned_at!).getTime()).toBe(answeredAt.getTime());
    const returnDay = await imported(answeredAt.toISOString().slice(0, 10), 'bank');
    expect(returnDay.lines).toBeGreaterThan(0);
    expect(itemsOf(returnDay)).toEqual([]);
  });
});
