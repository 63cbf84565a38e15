import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_BANK_ACCOUNTS } from '../../payments/sandbox-ach-provider';
import { asUser, json } from '../../test/accounts';
import {
  billOnce,
  freshToken,
  learnerWhoseCardRanDry,
  mailSubjectsTo,
  membershipOf,
  settleTransfers,
} from '../../test/billing';
import {
  cardPayload,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  PROGRAM_PRICE,
  sendJson,
} from '../../test/enrolment';
import { readPdf } from '../../test/read-pdf';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

const DAY_MS = 86_400_000;
const PROCESSING_RECEIPT = 'Processing: your bank has not confirmed this transfer yet';

const bankAccount = (accountNumber: string) => ({
  routingNumber: SANDBOX_BANK_ACCOUNTS.routingNumber,
  accountNumber,
  holderName: 'Ada Lovelace',
});

const payDebt = (token: string, key: string, body?: unknown) =>
  sendJson(server, '/ledger-api/orders/debt', { token, key, body });

const settle = () => settleTransfers(server);

const debtCharges = (subscriptionId: string) =>
  queryRows<{ id: string; status: string; last_four: string; payment_method: string }>(
    server.database.db,
    sql`select id, status, last_four, payment_method from subscription_charges
        where subscription_id = ${subscriptionId} and period is null order by created_at`,
  );

const planOf = async (subscriptionId: string) =>
  (
    await queryRows<{ status: string; debt_cents: number; payment_method: string }>(
      server.database.db,
      sql`select status, debt_cents, payment_method from subscriptions where id = ${subscriptionId}`,
    )
  )[0]!;

/** The learner's latest mail: its subject and text. */
async function lastMailTo(email: string) {
  const [mail] = await queryRows<{ subject: string; text_body: string }>(
    server.database.db,
    sql`select subject, text_body from mail_outbox where ${email} = any(recipients)
        order by id desc limit 1`,
  );
  return mail!;
}

/** A plan payment as the learner reads it: in the history, and in its receipt's text. */
async function readPayment(email: string, subscriptionId: string, transactionId: string) {
  const token = await freshToken(server, email);
  const history = await json(await server.request('/ledger-api/payment/history', asUser(token)));
  const payment = history.find((p: { transactionId: string }) => p.transactionId === transactionId);
  const pdf = await server.request(
    `/ledger-api/subscriptions/${subscriptionId}/transaction/${transactionId}/pdf`,
    asUser(token),
  );
  expect(pdf.status).toBe(200);
  const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
  return { payment, receipt: text };
}

describe('paying a debt by bank transfer (ACH)', () => {
  it('debits once even with two requests at once, enables the plan while processing, then settles', async () => {
    const learner = await learnerWhoseCardRanDry(
      server,
      () => billOnce(server),
      '2027-03-03T10:00:00Z',
      4,
    );
    expect(await planOf(learner.subscriptionId)).toMatchObject({ status: 'FAILED' });
    const body = { bankAccount: bankAccount(SANDBOX_BANK_ACCOUNTS.settles) };

    const keys = [randomUUID(), randomUUID()];
    const answers = await Promise.all(keys.map((key) => payDebt(learner.token, key, body)));
    const paid = answers.find((a) => a.status === 200)!;
    const refused = answers.find((a) => a.status !== 200)!;
    expect(refused.status).toBe(409);
    expect((await json(refused)).global[0].code).toMatch(
      /^(ORDER_IN_PAYMENT_PENDING|DEBT_ALREADY_PAID)$/,
    );
    // Paid while the bank has not answered: the plan runs again, the account is the method on file.
    expect(await json(paid)).toMatchObject({
      status: 'ENABLED',
      totalDebt: 0,
      paymentInformation: { paymentMethod: 'ACH', cardType: null, lastFour: '6789' },
    });
    const [charge, ...more] = await debtCharges(learner.subscriptionId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({
      status: 'PROCESSING',
      payment_method: 'ACH',
      last_four: '6789',
    });
    const debits = await queryRows<{ amount_cents: number }>(
      server.database.db,
      sql`select amount_cents from sandbox_ach_debits where request_id = ${charge!.id}`,
    );
    expect(debits).toEqual([{ amount_cents: PROGRAM_PRICE }]);
    expect((await membershipOf(server, learner.email)).status).toBe('enabled');

    // The same key again answers the same outcome; a new one finds nothing to pay.
    const paidKey = keys[answers.indexOf(paid)]!;
    expect((await payDebt(learner.token, paidKey, body)).status).toBe(200);
    const again = await payDebt(learner.token, randomUUID(), body);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ global: [{ code: 'DEBT_ALREADY_PAID' }] });
    const debtEvents = await queryRows<{ event: string | null }>(
      server.database.db,
      sql`select payload->>'event' as event from outbox where subject = 'userEnrollmentPlanEntity'
          and user_id = (select user_id from subscriptions where id = ${learner.subscriptionId})
          order by id`,
    );
    expect(debtEvents.at(-1)).toEqual({ event: 'DEBT_PAYMENT_SUCCESS' });

    // The account number is kept nowhere: the charge, the plan, the outbox rows, the mail.
    const kept = await queryRows<{ n: number }>(
      server.database.db,
      sql`select (select count(*) from subscription_charges c where c::text like '%000123456789%')
            + (select count(*) from subscriptions s where s::text like '%000123456789%')
            + (select count(*) from outbox o where o::text like '%000123456789%')
            + (select count(*) from mail_outbox m where m::text like '%000123456789%') as n`,
    );
    expect(Number(kept[0]!.n)).toBe(0);

    // Told it is processing, not that the money arrived.
    const mail = await lastMailTo(learner.email);
    expect(mail.subject).toBe('Your payment to Crestline Learning is processing');
    expect(mail.text_body).toContain('Your bank transfer of $69.45');
    expect(mail.text_body).toContain('Bank account ending in 6789');
    expect(mail.text_body).not.toContain('we received your payment');
    const processing = await readPayment(learner.email, learner.subscriptionId, charge!.id);
    expect(processing.payment).toMatchObject({
      description: 'Debt payment',
      es: { description: 'Pago de la deuda' },
      status: 'PROCESSING',
      approvalStatus: 'Pending',
      transactionStatus: 7,
      paymentMethod: 'ACH',
      lastFour: '6789',
    });
    expect(processing.receipt).toContain(PROCESSING_RECEIPT);
    expect(processing.receipt).toContain('Bank account ending in 6789');
    expect(processing.receipt).not.toContain('Approved');

    server.clock.advance(2 * DAY_MS);
    const mailsBefore = (await mailSubjectsTo(server, learner.email)).length;
    await settle();
    expect((await debtCharges(learner.subscriptionId))[0]!.status).toBe('CAPTURED');
    expect(await planOf(learner.subscriptionId)).toMatchObject({
      status: 'ENABLED',
      debt_cents: 0,
    });
    // Settled: nothing more to say.
    expect(await mailSubjectsTo(server, learner.email)).toHaveLength(mailsBefore);
    const settled = await readPayment(learner.email, learner.subscriptionId, charge!.id);
    expect(settled.payment).toMatchObject({ status: 'CAPTURED', approvalStatus: 'Approved' });
    expect(settled.receipt).toContain('Approved (Settlement Pending)');
  });

  it.each([
    ['R01', SANDBOX_BANK_ACCOUNTS.insufficientFunds],
    ['R02', SANDBOX_BANK_ACCOUNTS.accountClosed],
    ['R03', SANDBOX_BANK_ACCOUNTS.noAccount],
  ])(
    'puts the debt back and fails the plan again when the bank returns it (%s)',
    async (_, account) => {
      const learner = await learnerWhoseCardRanDry(
        server,
        () => billOnce(server),
        '2027-06-05T10:00:00Z',
        4,
      );
      const paid = await payDebt(learner.token, randomUUID(), {
        bankAccount: bankAccount(account),
      });
      expect(paid.status).toBe(200);
      expect(await json(paid)).toMatchObject({ status: 'ENABLED', totalDebt: 0 });

      server.clock.advance(2 * DAY_MS);
      await settle();
      await settle(); // a second run finds nothing more to do
      expect((await debtCharges(learner.subscriptionId)).map((c) => c.status)).toEqual(['FAILED']);
      expect(await planOf(learner.subscriptionId)).toMatchObject({
        status: 'FAILED',
        debt_cents: PROGRAM_PRICE,
      });
      expect((await membershipOf(server, learner.email)).status).toBe('expired');
      const subjects = await mailSubjectsTo(server, learner.email);
      expect(subjects.slice(-2)).toEqual([
        'Your payment to Crestline Learning is processing',
        'Your Crestline Learning payment plan is on hold',
      ]);
      expect((await lastMailTo(learner.email)).text_body).toContain('Your balance is $69.45.');

      // The debt is there to pay again, with a card this time.
      const token = await freshToken(server, learner.email);
      const byCard = await payDebt(token, randomUUID(), {
        card: cardPayload({ creditCardNumber: '5555555555554444', cardTypeView: 'MASTERCARD' }),
      });
      expect(byCard.status).toBe(200);
      expect(await json(byCard)).toMatchObject({ status: 'ENABLED', totalDebt: 0 });
    },
  );

  it('refuses a card and an account at once, a mistyped routing number, and a learner without a plan', async () => {
    const learner = await learnerWhoseCardRanDry(
      server,
      () => billOnce(server),
      '2027-09-07T10:00:00Z',
      4,
    );
    const both = await payDebt(learner.token, randomUUID(), {
      card: cardPayload(),
      bankAccount: bankAccount(SANDBOX_BANK_ACCOUNTS.settles),
    });
    expect(both.status).toBe(400);
    expect(await json(both)).toMatchObject({
      fields: [{ field: 'bankAccount', code: 'validation.invalid' }],
    });
    const mistyped = await payDebt(learner.token, randomUUID(), {
      bankAccount: { ...bankAccount(SANDBOX_BANK_ACCOUNTS.settles), routingNumber: '110000001' },
    });
    expect(mistyped.status).toBe(400);
    expect(await json(mistyped)).toMatchObject({
      fields: [{ field: 'bankAccount.routingNumber', code: 'validation.routingNumber' }],
    });
    expect(await debtCharges(learner.subscriptionId)).toEqual([]);

    const noPlan = await learnerWithOrder(server);
    const none = await payDebt(noPlan.token, randomUUID(), {
      bankAccount: bankAccount(SANDBOX_BANK_ACCOUNTS.settles),
    });
    expect(none.status).toBe(404);
  });
});

describe('a plan charge debited from a bank account', () => {
  it('reads as processing in the mail, the history and the receipt until the bank settles it', async () => {
    server.clock.set(new Date('2027-10-01T10:00:00Z'));
    const learner = await learnerWithOrder(server);
    expect((await payByCard(server, learner)).status).toBe(200);
    const switched = await sendJson(server, '/ledger-api/payment/recurring/ach', {
      token: learner.token,
      body: bankAccount(SANDBOX_BANK_ACCOUNTS.settles),
    });
    expect(switched.status).toBe(200);
    const [{ id: subscriptionId }] = (await queryRows<{ id: string }>(
      server.database.db,
      sql`select id from subscriptions where order_id = ${learner.orderId}`,
    )) as [{ id: string }];

    server.clock.set(new Date('2027-11-01T10:00:00Z'));
    await billOnce(server);
    const [charge] = await queryRows<{ id: string; status: string }>(
      server.database.db,
      sql`select id, status from subscription_charges where subscription_id = ${subscriptionId}`,
    );
    expect(charge!.status).toBe('PROCESSING');
    const mail = await lastMailTo(learner.email);
    expect(mail.subject).toBe('Your payment to Crestline Learning is processing');
    expect(mail.text_body).toMatch(/Your bank transfer of \$69\.45 for .+ is processing\./);
    const processing = await readPayment(learner.email, subscriptionId, charge!.id);
    expect(processing.payment).toMatchObject({
      status: 'PROCESSING',
      approvalStatus: 'Pending',
      paymentMethod: 'ACH',
    });
    expect(processing.receipt).toContain(PROCESSING_RECEIPT);

    server.clock.set(new Date('2027-11-03T10:00:00Z'));
    await settle();
    const settled = await readPayment(learner.email, subscriptionId, charge!.id);
    expect(settled.payment).toMatchObject({ status: 'CAPTURED', approvalStatus: 'Approved' });
    expect(settled.receipt).toContain('Approved (Settlement Pending)');
    expect((await lastMailTo(learner.email)).subject).toBe(
      'Your payment to Crestline Learning is processing',
    );
  });
});
