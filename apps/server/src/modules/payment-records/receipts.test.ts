import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPrepaidTokens } from '../../db/seed/seed-demo-data';
import { SANDBOX_CARDS } from '../../payments/sandbox-card-provider';
import { asUser, json } from '../../test/accounts';
import {
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  PROGRAM_PRICE,
  sendJson,
} from '../../test/enrolment';
import { chooseLanguageOf } from '../../test/mail';
import { CARD_NUMBER_SHAPE, readPdf } from '../../test/read-pdf';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  await seedDemoPrepaidTokens(server.database.db, 'harborline');
});
afterAll(async () => server?.close());

type Learner = Awaited<ReturnType<typeof learnerWithOrder>>;

/** A learner whose order the approved sandbox card paid (after `declinedFirst` declines). */
async function paidLearner(options: { promoCode?: string; declinedFirst?: boolean } = {}) {
  const learner = await learnerWithOrder(server);
  if (options.declinedFirst) {
    const declined = await payByCard(server, learner, {
      card: { creditCardNumber: SANDBOX_CARDS.declined[12] },
    });
    expect(declined.status).toBe(402);
  }
  const paid = await payByCard(server, learner, { card: { promoCode: options.promoCode } });
  expect(paid.status).toBe(200);
  return { ...learner, paid: await json(paid) };
}

/** The id of the order's attempt in that state (the clock stands still: no order by time). */
async function attemptId(orderId: string, status: 'CAPTURED' | 'AUTHORIZED' | 'FAILED') {
  const [row] = await queryRows<{ id: string }>(
    server.database.db,
    sql`select id from payment_attempts where order_id = ${orderId} and status = ${status}`,
  );
  return row!.id;
}

const get = (learner: Pick<Learner, 'token'>, path: string, tenant?: string) =>
  server.request(path, asUser(learner.token, tenant));

const orderPdf = (learner: Learner, orderId = learner.orderId) =>
  get(learner, `/ledger-api/orders/${orderId}/pdf`);
const transaction = (learner: Learner, transactionId: string, orderId = learner.orderId) =>
  get(learner, `/ledger-api/orders/${orderId}/transactions/${transactionId}`);
const transactionPdf = (learner: Learner, transactionId: string, orderId = learner.orderId) =>
  get(learner, `/ledger-api/orders/${orderId}/transactions/${transactionId}/pdf`);

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(await json(response)).toEqual({ global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
}

async function expectReceipt(response: Response, fileId: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="receipt-${fileId.slice(0, 8)}.pdf"`,
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  return readPdf(new Uint8Array(await response.arrayBuffer()));
}

describe('GET /ledger-api/orders/{id}/pdf', () => {
  it("is the paid order's receipt: tenant, learner, amount, brand and last four, never the number", async () => {
    const learner = await paidLearner();
    const { text, raw } = await expectReceipt(await orderPdf(learner), learner.orderId);
    for (const expected of [
      'Order receipt',
      'Crestline Learning',
      '(800) 555-0142',
      'Test Learner',
      learner.email,
      'Total $69.45',
      'Payment method: VISA ending in 1111',
      `Transaction ID: ${learner.paid.payment.pnref}`,
      'Transaction date: November 22, 2026',
      'Status: Approved (Settlement Pending)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(CARD_NUMBER_SHAPE);
    expect(raw).not.toContain(SANDBOX_CARDS.approved);
    expect(raw).toContain('/StructTreeRoot');
  });

  it('prints the order number the confirmation page shows', async () => {
    const learner = await paidLearner();
    // The confirmation page reads this order and shows its orderId as the number.
    const order = await json(await get(learner, '/ledger-api/orders/degreeprogram'));
    expect(order.orderId).toBe(learner.orderId);
    const { text, readingOrder } = await expectReceipt(await orderPdf(learner), learner.orderId);
    expect(text).toContain(`Order number: ${order.orderId}`);
    expect(readingOrder).toContain(`P: Order number: ${order.orderId}`);
  });

  it('shows what a promotion took off, so that the lines add up to what was charged', async () => {
    const learner = await paidLearner({ promoCode: 'SAVE20' });
    const { text } = await expectReceipt(await orderPdf(learner), learner.orderId);
    expect(text).toContain('$69.45');
    expect(text).toContain('Promotion SAVE20 -$13.89');
    expect(text).toContain('Total $55.56');
  });

  it('is the prepaid token receipt on a prepaid tenant, in its own branding', async () => {
    const learner = await learnerWithOrder(server, { tenant: 'harborline' });
    const paid = await sendJson(
      server,
      `/ledger-api/orders/${learner.orderId}/payment/prepaid-token`,
      {
        token: learner.token,
        tenant: 'harborline',
        key: randomUUID(),
        body: { token: 'NOC-HCAC-DEMO0007' },
      },
    );
    expect(paid.status).toBe(200);
    const response = await get(learner, `/ledger-api/orders/${learner.orderId}/pdf`, 'harborline');
    const { text } = await expectReceipt(response, learner.orderId);
    const harborline = server.tenants.get('harborline')!.config;
    expect(text).toContain(harborline.name);
    expect(text).toContain(harborline.phones.studentAdvisor);
    expect(text).toContain('Payment method: Prepaid token');
    expect(text).toMatch(/Status: Approved$/m);
  });

  it('is not found for an unpaid order, another learner, another tenant or an unknown order', async () => {
    const owner = await paidLearner();
    const unpaid = await learnerWithOrder(server);
    await expectNotFound(await orderPdf(unpaid));
    await expectNotFound(await orderPdf(unpaid, owner.orderId));
    await expectNotFound(await orderPdf(unpaid, randomUUID()));
    const elsewhere = await learnerWithOrder(server, { tenant: 'bluestem' });
    await expectNotFound(
      await get(elsewhere, `/ledger-api/orders/${owner.orderId}/pdf`, 'bluestem'),
    );
  });
});

describe('a receipt in the learner\'s language (docs/languages.md "Mail and documents")', () => {
  const inLanguage = (learner: Learner, acceptLanguage?: string) =>
    server.request(`/ledger-api/orders/${learner.orderId}/pdf`, {
      headers: {
        ...(asUser(learner.token).headers as Record<string, string>),
        ...(acceptLanguage ? { 'Accept-Language': acceptLanguage } : {}),
      },
    });

  it('is in Spanish for a learner who chose Spanish, whatever the page asks, the date day first', async () => {
    const learner = await paidLearner();
    await chooseLanguageOf(server, learner.token, 'es');
    const { text, info, raw } = await expectReceipt(
      await inLanguage(learner, 'en-US'),
      learner.orderId,
    );
    for (const expected of [
      'Recibo del pedido',
      'Facturado a',
      'Total $69.45',
      'Método de pago: VISA terminada en 1111',
      'Fecha de la transacción: 22 de noviembre de 2026',
      'Estado: Aprobado (Liquidación pendiente)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Payment method');
    expect(info.Language).toBe('es-US');
    expect(raw).toContain('/StructTreeRoot');
  });

  it("is in the page's language for a learner who chose none, and the tenant's default otherwise", async () => {
    const learner = await paidLearner();
    const spanishPage = await expectReceipt(await inLanguage(learner, 'es-US'), learner.orderId);
    expect(spanishPage.text).toContain('Recibo del pedido');
    const noPreference = await expectReceipt(await inLanguage(learner), learner.orderId);
    expect(noPreference.text).toContain('Order receipt');
    expect(noPreference.text).toContain('Transaction date: November 22, 2026');
    expect(noPreference.info.Language).toBe('en-US');
  });
});

describe('what an order holds in Spanish (docs/languages.md "What an order holds")', () => {
  /** UIW's program, the RN-to-BSN completion, is named in Spanish in the demo catalog. */
  const UIW = { tenant: 'uiw', degreeProgramId: 4 };

  async function uiwProgram() {
    const programs: { id: number; name: string; es: { name: string } }[] = await json(
      await server.request('/organization-api/institutions/degree-programs', {
        tenant: UIW.tenant,
      }),
    );
    return programs.find((program) => program.id === UIW.degreeProgramId)!;
  }

  /** The receipt as a page in `language` asks for it, for a learner who chose no language. */
  async function receiptIn(learner: Learner, language: string) {
    const asked = asUser(learner.token, UIW.tenant);
    const response = await server.request(`/ledger-api/orders/${learner.orderId}/pdf`, {
      ...asked,
      headers: { ...(asked.headers as Record<string, string>), 'Accept-Language': language },
    });
    return (await expectReceipt(response, learner.orderId)).text.replace(/\s+/g, ' ');
  }

  it("keeps the program's Spanish name with its English, which the order, the history and a Spanish receipt show", async () => {
    const program = await uiwProgram();
    const learner = await learnerWithOrder(server, UIW);
    expect(learner.order.orderItems).toEqual([
      expect.objectContaining({ name: program.name, es: { name: program.es.name } }),
    ]);
    expect((await payByCard(server, learner, { tenant: UIW.tenant })).status).toBe(200);

    const order = await json(
      await get(learner, `/ledger-api/orders/${learner.orderId}`, UIW.tenant),
    );
    expect(order.orderItems[0].es).toEqual({ name: program.es.name });
    const history = await json(await get(learner, '/ledger-api/payment/history', UIW.tenant));
    expect(history).toEqual([
      expect.objectContaining({ description: program.name, es: { description: program.es.name } }),
    ]);

    // The plan it started keeps its Spanish name too.
    const plan = await json(await get(learner, '/ledger-api/subscriptions/current', UIW.tenant));
    expect(plan.es).toEqual({ planName: 'Plan mensual' });

    const spanish = await receiptIn(learner, 'es-US');
    expect(spanish).toContain(program.es.name);
    expect(spanish).not.toContain(program.name);
    const english = await receiptIn(learner, 'en-US');
    expect(english).toContain(program.name);
    expect(english).not.toContain(program.es.name);
  });

  it('shows the English name of an order placed before its program had a Spanish one', async () => {
    const program = await uiwProgram();
    const learner = await learnerWithOrder(server, UIW);
    expect((await payByCard(server, learner, { tenant: UIW.tenant })).status).toBe(200);
    // As an order placed before the migration that keeps the Spanish name.
    await queryRows(
      server.database.db,
      sql`update order_items set es = null where order_id = ${learner.orderId}`,
    );
    const order = await json(
      await get(learner, `/ledger-api/orders/${learner.orderId}`, UIW.tenant),
    );
    expect(order.orderItems[0]).not.toHaveProperty('es');
    const history = await json(await get(learner, '/ledger-api/payment/history', UIW.tenant));
    expect(history[0]).not.toHaveProperty('es');
    const spanish = await receiptIn(learner, 'es-US');
    expect(spanish).toContain('Recibo del pedido');
    expect(spanish).toContain(program.name);
  });
});

describe('a receipt for a name of any script (docs/names.md "On receipts and statements")', () => {
  /** UIW takes names of any script; its program, the RN-to-BSN completion. */
  const UIW = { tenant: 'uiw', degreeProgramId: 4 };

  it.each([
    ['José', 'Nguyễn'],
    ['Дмитрий', 'Шостакович'],
  ])('prints %s %s as the learner registered it', async (firstName, lastName) => {
    const learner = await learnerWithOrder(server, { ...UIW, firstName, lastName });
    expect((await payByCard(server, learner, { tenant: UIW.tenant })).status).toBe(200);
    const { readingOrder } = await expectReceipt(
      await get(learner, `/ledger-api/orders/${learner.orderId}/pdf`, UIW.tenant),
      learner.orderId,
    );
    expect(readingOrder).toContain(`P: ${firstName} ${lastName}`);
  });
});

describe('GET /ledger-api/orders/{id}/transactions/{transactionId}', () => {
  it('answers each attempt, declined or approved, with its statuses (docs/product/entities.md)', async () => {
    const learner = await paidLearner({ declinedFirst: true });
    const declinedId = await attemptId(learner.orderId, 'FAILED');
    const approvedId = await attemptId(learner.orderId, 'CAPTURED');

    const declined = await transaction(learner, declinedId);
    expect(declined.status).toBe(200);
    expect(await json(declined)).toMatchObject({
      transactionId: declinedId,
      orderId: learner.orderId,
      amount: PROGRAM_PRICE,
      approvalStatus: 'Declined',
      transactionStatus: { code: 1, label: 'General Error' },
      responseCode: 12,
      paymentInformation: { paymentMethod: 'CREDIT_CARD', cardType: 'VISA', lastFour: '0012' },
    });

    const approved = await transaction(learner, approvedId);
    expect(await json(approved)).toEqual({
      transactionId: approvedId,
      orderId: learner.orderId,
      amount: PROGRAM_PRICE,
      approvalStatus: 'Approved',
      transactionStatus: { code: 6, label: 'Settlement Pending' },
      pnref: expect.stringMatching(/^SBX[0-9A-Z]{9}$/),
      responseCode: 0,
      paymentInformation: { paymentMethod: 'CREDIT_CARD', cardType: 'VISA', lastFour: '1111' },
      date: '2026-11-22T12:00:00.000Z',
    });
  });

  it('calls a deferred payment’s zero charge an account verification', async () => {
    const learner = await paidLearner({ promoCode: 'DEFER30' });
    const approvedId = await attemptId(learner.orderId, 'AUTHORIZED');
    expect(await json(await transaction(learner, approvedId))).toMatchObject({
      amount: 0,
      approvalStatus: 'Approved',
      transactionStatus: { code: 0, label: 'Account Verification' },
    });
  });

  it('is not found for another learner’s attempt or another order’s', async () => {
    const owner = await paidLearner();
    const ownersAttempt = await attemptId(owner.orderId, 'CAPTURED');
    const other = await paidLearner();
    await expectNotFound(await transaction(other, ownersAttempt, owner.orderId));
    await expectNotFound(await transaction(other, ownersAttempt));
    await expectNotFound(await transaction(owner, randomUUID()));
  });
});

describe('GET /ledger-api/orders/{id}/transactions/{transactionId}/pdf', () => {
  it('is the receipt of an approved payment, and not found for a declined one', async () => {
    const learner = await paidLearner({ declinedFirst: true });
    const declinedId = await attemptId(learner.orderId, 'FAILED');
    const approvedId = await attemptId(learner.orderId, 'CAPTURED');
    await expectNotFound(await transactionPdf(learner, declinedId));
    const { pnref } = await json(await transaction(learner, approvedId));
    const { text } = await expectReceipt(await transactionPdf(learner, approvedId), approvedId);
    expect(text).toContain('Payment receipt');
    expect(text).toContain(`Order number: ${learner.orderId}`);
    expect(text).toContain(`Transaction ID: ${pnref}`);
    expect(text).toContain('Total $69.45');
    expect(text).toContain('VISA ending in 1111');
    expect(text).not.toContain('0012');
  });

  it('is not found for another learner', async () => {
    const owner = await paidLearner();
    const approvedId = await attemptId(owner.orderId, 'CAPTURED');
    const other = await learnerWithOrder(server);
    await expectNotFound(await transactionPdf(other, approvedId, owner.orderId));
  });
});

describe('the receipt routes', () => {
  it.each([
    ['/ledger-api/orders/not-a-uuid/pdf', 'id'],
    [`/ledger-api/orders/not-a-uuid/transactions/${randomUUID()}`, 'id'],
    [`/ledger-api/orders/${randomUUID()}/transactions/not-a-uuid`, 'transactionId'],
    [`/ledger-api/orders/${randomUUID()}/transactions/1/pdf`, 'transactionId'],
  ])('refuse the malformed id of %s in the catalogue’s words', async (path, field) => {
    const learner = await learnerWithOrder(server);
    const response = await get(learner, path);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      global: [{ code: 'VALIDATION_FAILED', message: 'Bad request' }],
      fields: [{ field, code: 'validation.required', message: expect.any(String) }],
    });
  });

  it('need a signed-in user', async () => {
    const learner = await paidLearner();
    const response = await server.request(`/ledger-api/orders/${learner.orderId}/pdf`);
    expect(response.status).toBe(401);
    expect((await json(response)).global[0].code).toBe('INVALID_TOKEN');
  });

  it('are listed in /openapi.json with their schemas', async () => {
    const { paths } = await json(await server.request('/openapi.json'));
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/ledger-api/orders/{id}/pdf',
        '/ledger-api/orders/{id}/transactions/{transactionId}',
        '/ledger-api/orders/{id}/transactions/{transactionId}/pdf',
      ]),
    );
    const pdf = paths['/ledger-api/orders/{id}/pdf'].get.responses['200'].content;
    expect(Object.keys(pdf)).toEqual(['application/pdf']);
  });
});
