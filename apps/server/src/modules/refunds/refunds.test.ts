import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInDemoStaff, staffBearer } from '../../test/staff';
import { json } from '../../test/accounts';
import { mailSubjectsTo, membershipOf, settleTransfers } from '../../test/billing';
import {
  learnerPayingByBank,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  PROGRAM_PRICE,
} from '../../test/enrolment';
import { readPdf } from '../../test/read-pdf';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { SANDBOX_BANK_ACCOUNTS } from '../../payments/sandbox-ach-provider';
import { settleRefunds } from './settle-refunds';
import { sandboxProviders, sendJson } from '../../test/enrolment';
import { asUser } from '../../test/accounts';
import { chooseAtPayPal } from '../../test/paypal';
import { ProviderTimeoutError, type PayPalProvider } from '../../payments/payment-provider';
import { createPayPalProvider } from '../../payments/paypal-provider';
import { SANDBOX_PAYPAL_PREFIX, sandboxPayPalRecords } from '../../payments/sandbox-paypal-routes';

let server: TestServer;
let finance: string;
let admin: string;
let support: string;

/** The server's PayPal, the sandbox's, except that it loses the next refund's answer when asked. */
let loseNextPayPalAnswer = false;
const paypal = createPayPalProvider({
  baseUrl: () => `${server.baseUrl}${SANDBOX_PAYPAL_PREFIX}`,
  clientId: 'sandbox-client-id',
  clientSecret: 'sandbox-client-secret',
});
const losingPayPal: PayPalProvider = {
  ...paypal,
  async refund(request) {
    const result = await paypal.refund(request);
    if (!loseNextPayPalAnswer) return result;
    loseNextPayPalAnswer = false;
    throw new ProviderTimeoutError(request.requestId);
  },
};

beforeAll(async () => {
  server = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    paymentProviders: { PAYPAL: losingPayPal },
  });
  finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
  admin = await signedInDemoStaff(server, 'admin@staff.demo.test');
  support = await signedInDemoStaff(server, 'support@staff.demo.test');
});
afterAll(() => server.close());

async function studentIdOf(email: string) {
  const [row] = await queryRows<{ id: string }>(
    server.database.db,
    sql`select id from users where email = ${email}`,
  );
  return row!.id;
}

/** A learner who paid their order by card, with the attempt that paid it. */
async function paidByCard() {
  const learner = await learnerWithOrder(server);
  expect((await payByCard(server, learner)).status).toBe(200);
  const [attempt] = await queryRows<{ id: string }>(
    server.database.db,
    sql`select id from payment_attempts where order_id = ${learner.orderId} and status = 'CAPTURED'`,
  );
  return { ...learner, studentId: await studentIdOf(learner.email), attemptId: attempt!.id };
}

type Paid = Awaited<ReturnType<typeof paidByCard>>;

function refund(
  paid: Pick<Paid, 'studentId' | 'orderId' | 'attemptId'>,
  body: Record<string, unknown>,
  options: { token?: string; key?: string } = {},
) {
  const { headers } = staffBearer(options.token ?? finance);
  return server.request(
    `/staff-api/students/${paid.studentId}/orders/${paid.orderId}/payments/${paid.attemptId}/refunds`,
    {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        'Idempotency-Key': options.key ?? randomUUID(),
      },
      body: JSON.stringify({ access: { kind: 'kept' }, reason: 'Ticket 42', ...body }),
    },
  );
}

const listRefunds = (paid: Pick<Paid, 'studentId' | 'orderId'>, token = finance) =>
  server.request(
    `/staff-api/students/${paid.studentId}/orders/${paid.orderId}/refunds`,
    staffBearer(token),
  );

const decide = (paid: Paid, refundId: string, path: 'approval' | 'decline', token: string) =>
  server.request(`/staff-api/students/${paid.studentId}/refunds/${refundId}/${path}`, {
    method: 'POST',
    headers: { ...staffBearer(token).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'Checked' }),
  });

const history = async (paid: Paid) =>
  json(
    await server.request('/ledger-api/payment/history', {
      headers: { Authorization: `Bearer ${paid.token}` },
    }),
  );

async function credited(attemptId: string) {
  const [row] = await queryRows<{ total: number }>(
    server.database.db,
    sql`select coalesce(sum(c.amount_cents), 0)::int as total from sandbox_gateway_credits c
        join payment_attempts a on a.pnref = c.orig_pnref
        where a.id = ${attemptId} and c.result_code = 0`,
  );
  return row!.total;
}

describe('refunds of a card payment', () => {
  it('refunds part, then the rest; the student sees both with credit notes, a mail and a live update', async () => {
    const paid = await paidByCard();
    const first = await refund(paid, { amountCents: 1000 });
    expect(first.status).toBe(200);
    const partial = await json(first);
    expect(partial).toMatchObject({
      status: 'REFUNDED',
      amountCents: 1000,
      full: false,
      requestedBy: 'finance@staff.demo.test',
    });
    server.clock.advance(1000);
    const rest = await json(await refund(paid, { amountCents: PROGRAM_PRICE - 1000 }));
    expect(rest.status).toBe('REFUNDED');
    expect(await credited(paid.attemptId)).toBe(PROGRAM_PRICE);

    const listed = await json(await listRefunds(paid));
    expect(listed.refunds.map((r: { id: string }) => r.id)).toEqual([partial.id, rest.id]);
    expect(listed.payments).toEqual([
      { attemptId: paid.attemptId, capturedCents: PROGRAM_PRICE, refundableCents: 0 },
    ]);

    const payments = await history(paid);
    const payment = payments.find(
      (p: { transactionId: string }) => p.transactionId === paid.attemptId,
    );
    expect(payment.refunds).toMatchObject([
      { refundId: partial.id, amountCents: 1000, status: 'REFUNDED' },
      { refundId: rest.id, amountCents: PROGRAM_PRICE - 1000, status: 'REFUNDED' },
    ]);
    const pdf = await server.request(
      `/ledger-api/orders/${paid.orderId}/refunds/${partial.id}/pdf`,
      {
        headers: { Authorization: `Bearer ${paid.token}` },
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { text, readingOrder } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Credit note');
    expect(text).toContain('-$10.00');
    expect(readingOrder[1]).toBe('H1: Credit note');

    expect(await mailSubjectsTo(server, paid.email)).toContain(
      'We refunded $10.00 of your payment',
    );
    const events = await queryRows<{ payload: { event: string; refund: { refundId: string } } }>(
      server.database.db,
      sql`select payload from outbox where subject = 'refundEntity' and payload->'refund'->>'orderId' = ${paid.orderId} order by id`,
    );
    expect(events.map((e) => e.payload.refund.refundId)).toEqual([partial.id, rest.id]);
    expect(events[0]!.payload.event).toBe('PAYMENT_REFUNDED');
  });

  it('answers a retry with the same key with the first refund, and moves money once', async () => {
    const paid = await paidByCard();
    const key = randomUUID();
    const first = await json(await refund(paid, { amountCents: 500 }, { key }));
    const again = await json(await refund(paid, { amountCents: 500 }, { key }));
    expect(again.id).toBe(first.id);
    expect(await credited(paid.attemptId)).toBe(500);
  });

  it('lets two refunds at once take no more than the payment', async () => {
    const paid = await paidByCard();
    const amount = PROGRAM_PRICE - 1000;
    const answers = await Promise.all([
      refund(paid, { amountCents: amount }),
      refund(paid, { amountCents: amount }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await credited(paid.attemptId)).toBe(amount);
  });

  it.each([
    ['more than is left', { amountCents: PROGRAM_PRICE + 1 }, 'REFUND_EXCEEDS_REMAINING'],
    ['zero', { amountCents: 0 }, 'VALIDATION_FAILED'],
    ['a negative amount', { amountCents: -5 }, 'VALIDATION_FAILED'],
    [
      'an access end in the past',
      { amountCents: 100, access: { kind: 'ended', on: '2020-01-01' } },
      'VALIDATION_FAILED',
    ],
  ])('refuses %s and changes nothing', async (_name, body, code) => {
    const paid = await paidByCard();
    const response = await refund(paid, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await json(response))).toContain(code);
    expect((await json(await listRefunds(paid))).refunds).toEqual([]);
    expect(await credited(paid.attemptId)).toBe(0);
  });

  it('names an access end in the past under its field, in words', async () => {
    const paid = await paidByCard();
    const response = await refund(paid, {
      amountCents: 100,
      access: { kind: 'ended', on: '2020-01-01' },
    });
    expect((await json(response)).fields).toEqual([
      {
        field: 'access.on',
        code: 'validation.refundAccessEnd',
        message: 'Access cannot end before today',
      },
    ]);
  });

  it('refuses a payment that was not captured', async () => {
    const learner = await learnerWithOrder(server);
    await payByCard(server, learner, { card: { creditCardNumber: '4000000000000050' } });
    const [attempt] = await queryRows<{ id: string }>(
      server.database.db,
      sql`select id from payment_attempts where order_id = ${learner.orderId}`,
    );
    const response = await refund(
      {
        studentId: await studentIdOf(learner.email),
        orderId: learner.orderId,
        attemptId: attempt!.id,
      },
      { amountCents: 100 },
    );
    expect(response.status).toBe(409);
    expect(JSON.stringify(await json(response))).toContain('PAYMENT_NOT_REFUNDABLE');
  });

  it('is for members who manage payments: 403 for support, 404 for an unknown student', async () => {
    const paid = await paidByCard();
    expect((await refund(paid, { amountCents: 100 }, { token: support })).status).toBe(403);
    expect((await refund({ ...paid, studentId: randomUUID() }, { amountCents: 100 })).status).toBe(
      404,
    );
  });

  it('ends access today when the refund says so', async () => {
    const paid = await paidByCard();
    const today = server.clock.now().toISOString().slice(0, 10);
    const response = await refund(paid, {
      amountCents: PROGRAM_PRICE,
      access: { kind: 'ended', on: today },
    });
    expect((await json(response)).full).toBe(true);
    expect((await membershipOf(server, paid.email)).status).toBe('expired');
  });

  it('writes the request and its result to the audit log with the reason', async () => {
    const paid = await paidByCard();
    const made = await json(await refund(paid, { amountCents: 300, reason: 'Double charge' }));
    const entries = await queryRows<{ action: string; reason: string; after: { status: string } }>(
      server.database.db,
      sql`select action, reason, after from audit_log where subject_id = ${paid.orderId} and action like 'refund.%' order by seq`,
    );
    expect(entries).toMatchObject([
      { action: 'refund.requested', reason: 'Double charge', after: { status: 'IN_FLIGHT' } },
      { action: 'refund.recorded', reason: 'Double charge', after: { status: 'REFUNDED' } },
    ]);
    expect(made.status).toBe('REFUNDED');
  });
});

describe('refunds above the threshold', () => {
  beforeAll(() => {
    // The default tenant's threshold, lowered below the program's price for these tests.
    Object.assign(server.tenants.get('default')!.config, { refundApprovalThresholdCents: 1000 });
  });
  afterAll(() => {
    Object.assign(server.tenants.get('default')!.config, {
      refundApprovalThresholdCents: undefined,
    });
  });

  it('waits for another member, refuses the one who asked, then moves money on approval', async () => {
    const paid = await paidByCard();
    const pending = await json(await refund(paid, { amountCents: 2000 }));
    expect(pending.status).toBe('PENDING_APPROVAL');
    expect(await credited(paid.attemptId)).toBe(0);
    // Pending refunds hold their part of the payment.
    expect((await json(await listRefunds(paid))).payments[0].refundableCents).toBe(
      PROGRAM_PRICE - 2000,
    );
    const self = await decide(paid, pending.id, 'approval', finance);
    expect(self.status).toBe(403);
    expect(JSON.stringify(await json(self))).toContain('REFUND_SAME_APPROVER');
    const approved = await json(await decide(paid, pending.id, 'approval', admin));
    expect(approved).toMatchObject({ status: 'REFUNDED', decidedBy: 'admin@staff.demo.test' });
    expect(await credited(paid.attemptId)).toBe(2000);
    expect((await decide(paid, pending.id, 'decline', admin)).status).toBe(409);
  });

  it('releases a declined refund, moving nothing', async () => {
    const paid = await paidByCard();
    const pending = await json(await refund(paid, { amountCents: 2000 }));
    const declined = await json(await decide(paid, pending.id, 'decline', admin));
    expect(declined.status).toBe('DECLINED');
    expect((await json(await listRefunds(paid))).payments[0].refundableCents).toBe(PROGRAM_PRICE);
    expect(await credited(paid.attemptId)).toBe(0);
  });
});

describe('refunds of a bank transfer', () => {
  it('starts a credit that is processing, then settles', async () => {
    const learner = await learnerPayingByBank(server, SANDBOX_BANK_ACCOUNTS.settles);
    expect((await learner.post()).status).toBe(200);
    server.clock.advance(3 * 86_400_000);
    await settleTransfers(server);
    const [attempt] = await queryRows<{ id: string; status: string }>(
      server.database.db,
      sql`select id, status from payment_attempts where order_id = ${learner.orderId}`,
    );
    expect(attempt!.status).toBe('CAPTURED');
    finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
    const paid = {
      ...learner,
      studentId: await studentIdOf(learner.email),
      attemptId: attempt!.id,
    };
    const started = await json(await refund(paid, { amountCents: 1500 }));
    expect(started.status).toBe('PROCESSING');
    const context = {
      db: server.database.db,
      clock: server.clock,
      providers: sandboxProviders(server),
      tenants: server.tenants,
    };
    await settleRefunds(context);
    expect((await json(await listRefunds(paid))).refunds[0].status).toBe('PROCESSING');
    server.clock.advance(3 * 86_400_000);
    await settleRefunds(context);
    finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
    expect((await json(await listRefunds(paid))).refunds[0].status).toBe('REFUNDED');
    expect(await mailSubjectsTo(server, learner.email)).toContain(
      'We refunded $15.00 of your payment',
    );
  });
});

describe('refunds of a PayPal payment', () => {
  /** A learner who paid their order with PayPal (approved at the sandbox PayPal, captured). */
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
    const [attempt] = await queryRows<{ id: string; pnref: string }>(
      server.database.db,
      sql`select id, pnref from payment_attempts where order_id = ${learner.orderId} and status = 'CAPTURED'`,
    );
    return {
      ...learner,
      studentId: await studentIdOf(learner.email),
      attemptId: attempt!.id,
      captureId: attempt!.pnref,
      checkoutToken: checkout.expressCheckoutToken as string,
    };
  }
  const context = () => ({
    db: server.database.db,
    clock: server.clock,
    providers: sandboxProviders(server),
    tenants: server.tenants,
  });
  const refundedAtPayPal = (captureId: string) =>
    sandboxPayPalRecords.refundedCents(server.database.db, captureId);

  it('refunds part of it at PayPal, then the rest; the student sees both', async () => {
    finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
    const paid = await paidByPayPal();
    const part = await json(await refund(paid, { amountCents: 2000 }));
    expect(part).toMatchObject({ status: 'REFUNDED', paymentMethod: 'PAYPAL', full: false });
    expect(await refundedAtPayPal(paid.captureId)).toBe(2000);
    const over = await refund(paid, { amountCents: PROGRAM_PRICE });
    expect(over.status).toBe(400);
    expect(JSON.stringify(await json(over))).toContain('REFUND_EXCEEDS_REMAINING');
    const rest = await json(await refund(paid, { amountCents: PROGRAM_PRICE - 2000 }));
    expect(rest.status).toBe('REFUNDED');
    expect(await refundedAtPayPal(paid.captureId)).toBe(PROGRAM_PRICE);
    const payment = (await history(paid)).find(
      (p: { transactionId: string }) => p.transactionId === paid.attemptId,
    );
    expect(payment.refunds).toMatchObject([
      { refundId: part.id, amountCents: 2000, status: 'REFUNDED' },
      { refundId: rest.id, amountCents: PROGRAM_PRICE - 2000, status: 'REFUNDED' },
    ]);
    expect(await mailSubjectsTo(server, paid.email)).toContain(
      'We refunded $20.00 of your payment',
    );
  });

  it('leaves a refund whose answer was lost in doubt; the job finds it made, and it moved money once', async () => {
    const paid = await paidByPayPal();
    loseNextPayPalAnswer = true;
    const lost = await refund(paid, { amountCents: 1500 });
    expect(lost.status).toBe(402);
    expect(JSON.stringify(await json(lost))).toContain('PAYMENT_TIMEOUT');
    expect((await json(await listRefunds(paid))).refunds[0].status).toBe('UNKNOWN');
    await settleRefunds(context());
    expect((await json(await listRefunds(paid))).refunds[0].status).toBe('REFUNDED');
    expect(await refundedAtPayPal(paid.captureId)).toBe(1500);
  });

  it('waits for a refund PayPal funds by eCheck (PENDING), until the job finds it completed', async () => {
    const paid = await paidByPayPal();
    await sandboxPayPalRecords.setEcheckRefunds(server.database.db, paid.checkoutToken, true);
    expect((await json(await refund(paid, { amountCents: 1000 }))).status).toBe('PROCESSING');
    await settleRefunds(context());
    expect((await json(await listRefunds(paid))).refunds[0].status).toBe('PROCESSING');
    server.clock.advance(3 * 86_400_000);
    await settleRefunds(context());
    finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
    expect((await json(await listRefunds(paid))).refunds[0].status).toBe('REFUNDED');
    expect(await refundedAtPayPal(paid.captureId)).toBe(1000);
  });
});

it('describes the refund routes in /openapi.json', async () => {
  const spec = await json(await server.request('/openapi.json'));
  expect(Object.keys(spec.paths)).toEqual(
    expect.arrayContaining([
      '/staff-api/students/{studentId}/orders/{orderId}/payments/{attemptId}/refunds',
      '/staff-api/students/{studentId}/orders/{orderId}/refunds',
      '/staff-api/students/{studentId}/refunds/{refundId}/approval',
      '/staff-api/students/{studentId}/refunds/{refundId}/decline',
      '/ledger-api/orders/{id}/refunds/{refundId}/pdf',
    ]),
  );
});
