import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { payflowResultToError } from './payflow-result-codes';
import {
  createPayflowProvider,
  payflowIds,
  PayflowRefusedError,
  type PayflowOptions,
} from './payflow-provider';
import { ProviderTimeoutError, type CardChargeRequest } from './payment-provider';
import {
  createSandboxCardProvider,
  SANDBOX_CARDS,
  type SandboxCardProvider,
} from './sandbox-card-provider';
import { SANDBOX_PAYFLOW_CREDENTIALS, SANDBOX_PAYFLOW_PREFIX } from './sandbox-payflow-routes';
import { capturedLogs } from '../test/captured-logs';

let server: TestServer;
let sandbox: SandboxCardProvider;
let payflow: ReturnType<typeof createPayflowProvider>;
const logs = capturedLogs();

const payflowAt = (overrides: Partial<PayflowOptions> = {}) =>
  createPayflowProvider({
    url: () => `${server.baseUrl}${SANDBOX_PAYFLOW_PREFIX}`,
    ...SANDBOX_PAYFLOW_CREDENTIALS,
    ...overrides,
  });

beforeAll(async () => {
  server = await startTestServer({
    cardGateway: { gateway: 'payflow', credentials: SANDBOX_PAYFLOW_CREDENTIALS },
    logLevel: 'debug',
    logStream: logs.stream,
  });
  // The sandbox Payflow keeps its records in this database: this sees the same charges.
  sandbox = createSandboxCardProvider(server.database.db, server.clock);
  payflow = payflowAt();
});
afterAll(async () => server?.close());

const charge = (number: string, overrides: Partial<CardChargeRequest> = {}): CardChargeRequest => ({
  requestId: randomUUID(),
  amountCents: 6945,
  card: {
    number,
    expireMonth: '12',
    expireYear: '28',
    cvv: '123',
    cardType: 'VISA',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: { address1: '1 Main St', city: 'Hays', state: 'KS', country: 'US', zipCode: '67601' },
  },
  ...overrides,
});

/** How many times the sandbox moved money for one of our request ids. */
const chargesFor = (requestId: string) => sandbox.chargesFor(payflowIds(requestId).requestId);

/** A raw post to the sandbox Payflow, as Payflow's own clients send it. */
async function post(body: string, requestId = randomUUID().replaceAll('-', '')) {
  const response = await fetch(`${server.baseUrl}${SANDBOX_PAYFLOW_PREFIX}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/namevalue', 'X-VPS-REQUEST-ID': requestId },
    body,
  });
  return { status: response.status, text: await response.text() };
}

describe('the Payflow adapter, against the sandbox Payflow over HTTPS name-value pairs', () => {
  it('charges a card once (a sale) and keeps it to charge again by its PNREF', async () => {
    const request = charge(SANDBOX_CARDS.approved);
    const result = await payflow.chargeCard(request);
    expect(result).toMatchObject({
      status: 'CAPTURED',
      errorCode: null,
      responseCode: 0,
      data: { result: 0, respmsg: 'Approved', authcode: expect.any(String) },
      stored: { brand: 'VISA', lastFour: '1111', expiresOn: '2028-12' },
    });
    // Payflow's PNREF: 12 alphanumeric characters.
    expect(result.transactionId).toMatch(/^[0-9A-Z]{12}$/);
    expect(result.stored!.reference).toBe(result.transactionId);
    expect(result.settled).toBeUndefined();
    expect(await chargesFor(request.requestId)).toBe(1);
  });

  it('charges José Nguyễn’s card, his name sent in the English letters Payflow takes', async () => {
    const request = charge(SANDBOX_CARDS.approved);
    const result = await payflow.chargeCard({
      ...request,
      card: { ...request.card, firstName: 'José', lastName: 'Nguyễn-Müller de la Fuente Ávila' },
    });
    expect(result).toMatchObject({ status: 'CAPTURED', errorCode: null });
  });

  it('verifies a card for a zero amount (TRXTYPE=A) without charging it', async () => {
    const request = charge(SANDBOX_CARDS.approved, { amountCents: 0 });
    expect(await payflow.chargeCard(request)).toMatchObject({
      status: 'AUTHORIZED',
      data: { respmsg: 'Verified' },
      stored: { brand: 'VISA', lastFour: '1111' },
    });
  });

  it.each(Object.entries(SANDBOX_CARDS.declined))(
    'answers a decline with RESULT %s as its catalogue error',
    async (code, number) => {
      const result = await payflow.chargeCard(charge(number));
      expect(result).toMatchObject({
        status: 'FAILED',
        responseCode: Number(code),
        errorCode: payflowResultToError(Number(code)),
        stored: null,
      });
    },
  );

  it('answers a repeated request id with the first response (DUPLICATE=1) and charges once', async () => {
    const request = charge(SANDBOX_CARDS.approved);
    const first = await payflow.chargeCard(request);
    // The same id with other data still answers the first charge, as Payflow does.
    const again = await payflow.chargeCard({ ...request, amountCents: 100 });
    expect(again).toEqual({ ...first, data: { ...first.data, duplicate: '1' } });
    const [a, b] = await Promise.all([
      payflow.chargeCard(charge(SANDBOX_CARDS.approved, { requestId: 'same-at-once' })),
      payflow.chargeCard(charge(SANDBOX_CARDS.approved, { requestId: 'same-at-once' })),
    ]);
    expect(a.transactionId).toBe(b.transactionId);
    expect(await chargesFor(request.requestId)).toBe(1);
    expect(await chargesFor('same-at-once')).toBe(1);
  });

  it('tells by inquiry (CUSTREF) what became of a charge whose answer was lost', async () => {
    const request = charge(SANDBOX_CARDS.timeoutOnceThenApproved);
    await expect(payflow.chargeCard(request)).rejects.toBeInstanceOf(ProviderTimeoutError);
    const found = await payflow.findResult(request.requestId);
    expect(found).toMatchObject({
      status: 'CAPTURED',
      responseCode: 0,
      data: { transState: 6 },
      // What the inquiry tells of the card (VERBOSITY=HIGH) is enough to charge it again.
      stored: { brand: 'VISA', lastFour: '0104', expiresOn: '2028-12' },
    });
    expect(found!.stored!.reference).toBe(found!.transactionId);
    // The retry with the same id is answered, not charged again.
    const retried = await payflow.chargeCard(request);
    expect(retried).toMatchObject({ status: 'CAPTURED', data: { duplicate: '1' } });
    expect(retried.transactionId).toBe(found!.transactionId);
    expect(await chargesFor(request.requestId)).toBe(1);
  });

  it('answers "never received" for a request Payflow holds no record of', async () => {
    const request = charge(SANDBOX_CARDS.alwaysTimeout);
    await expect(payflow.chargeCard(request)).rejects.toBeInstanceOf(ProviderTimeoutError);
    expect(await payflow.findResult(request.requestId)).toBeNull();
    expect(await payflow.findResult(randomUUID())).toBeNull();
  });

  it('finds a decline and a verification by inquiry too', async () => {
    const declined = charge(SANDBOX_CARDS.declined[50]);
    await payflow.chargeCard(declined);
    expect(await payflow.findResult(declined.requestId)).toMatchObject({
      status: 'FAILED',
      responseCode: 50,
      errorCode: 'CARD_INSUFFICIENT_FUNDS',
      stored: null,
    });
    const verified = charge(SANDBOX_CARDS.approved, { amountCents: 0 });
    await payflow.chargeCard(verified);
    expect(await payflow.findResult(verified.requestId)).toMatchObject({
      status: 'AUTHORIZED',
      data: { transState: 0 },
    });
  });

  it('reports a capture settled once the settlement batch has closed (TRANSSTATE 8)', async () => {
    const request = charge(SANDBOX_CARDS.approved);
    await payflow.chargeCard(request);
    expect((await payflow.findResult(request.requestId))!.settled).toBeUndefined();
    const before = server.clock.now();
    server.clock.advance(86_400_000);
    try {
      expect(await payflow.findResult(request.requestId)).toMatchObject({
        status: 'CAPTURED',
        settled: true,
        data: { transState: 8 },
      });
    } finally {
      server.clock.set(before);
    }
  });

  it('charges a stored card by a reference transaction (ORIGID), once per request id', async () => {
    const card = await payflow.chargeCard(charge(SANDBOX_CARDS.laterInsufficientFunds));
    const reference = card.stored!.reference;
    const kept = await payflow.chargeCard(charge(SANDBOX_CARDS.approved));
    const renewal = {
      requestId: randomUUID(),
      amountCents: 6945,
      reference: kept.stored!.reference,
    };
    const renewed = await payflow.chargeStored(renewal);
    expect(renewed).toMatchObject({ status: 'CAPTURED', responseCode: 0 });
    expect(renewed.transactionId).toMatch(/^[0-9A-Z]{12}$/);
    expect(renewed.transactionId).not.toBe(kept.transactionId);
    expect(await payflow.chargeStored(renewal)).toMatchObject({
      transactionId: renewed.transactionId,
      data: { duplicate: '1' },
    });
    expect(await chargesFor(renewal.requestId)).toBe(1);
    expect(await payflow.findResult(renewal.requestId)).toMatchObject({ status: 'CAPTURED' });

    // The card's bank declines its later charges; a PNREF Payflow never issued is no account.
    expect(
      await payflow.chargeStored({ requestId: randomUUID(), amountCents: 6945, reference }),
    ).toMatchObject({ status: 'FAILED', responseCode: 50, errorCode: 'CARD_INSUFFICIENT_FUNDS' });
    expect(
      await payflow.chargeStored({
        requestId: randomUUID(),
        amountCents: 6945,
        reference: 'NOSUCHPNREF1',
      }),
    ).toMatchObject({
      status: 'FAILED',
      responseCode: 23,
      errorCode: 'CARD_INVALID_ACCOUNT_NUMBER',
    });
  });

  it('sends a card holder and address holding & and = with length tags', async () => {
    const request = charge(SANDBOX_CARDS.approved, {});
    request.card.lastName = 'Smith & Sons=Co';
    request.card.address.address1 = '1 Main St & 2nd Ave';
    expect(await payflow.chargeCard(request)).toMatchObject({ status: 'CAPTURED' });
  });

  it('is refused outright with the wrong login, and charges nothing', async () => {
    const request = charge(SANDBOX_CARDS.approved);
    const wrong = payflowAt({ password: 'not-the-password' });
    const refused = await wrong.chargeCard(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PayflowRefusedError);
    expect((refused as Error).message).not.toContain('not-the-password');
    expect(await chargesFor(request.requestId)).toBe(0);
  });

  it('times out, and so is in doubt, when Payflow does not answer at all', async () => {
    const unreachable = payflowAt({ url: () => 'http://127.0.0.1:9', callTimeoutMs: 1_000 });
    await expect(unreachable.chargeCard(charge(SANDBOX_CARDS.approved))).rejects.toBeInstanceOf(
      ProviderTimeoutError,
    );
  });

  it('answers malformed requests as Payflow does, and logs no card data', async () => {
    const login = 'PARTNER=PayPal&VENDOR=sandbox-vendor&USER=sandbox-vendor&PWD=sandbox-password';
    expect(await post(`${login}&TRXTYPE=S&TENDER=C&ACCT[99]=4111111111111111`)).toEqual({
      status: 200,
      text: 'RESULT=7&RESPMSG=Field format error',
    });
    expect(await post(`${login}&TRXTYPE=S&TENDER=C&ACCT=4111111111111111&EXPDATE=1228`)).toEqual({
      status: 200,
      text: 'RESULT=4&RESPMSG=Invalid amount',
    });
    expect(
      (await post(`${login}&TRXTYPE=S&TENDER=C&ACCT=4111111111111111&EXPDATE=1228&AMT=1.00`, ''))
        .text,
    ).toBe('RESULT=7&RESPMSG=Field format error');
    const written = logs.lines.join('');
    expect(written).toContain(SANDBOX_PAYFLOW_PREFIX);
    for (const secret of [SANDBOX_CARDS.approved, 'sandbox-password', 'CVV2']) {
      expect(written).not.toContain(secret);
    }
  });
});

describe('refund (TRXTYPE=C with ORIGID)', () => {
  it('credits part of a sale, then the rest; more than is left is refused; a repeat answers the first', async () => {
    const sale = await payflow.chargeCard(charge(SANDBOX_CARDS.approved));
    const pnref = sale.transactionId!;
    const first = { requestId: randomUUID(), transactionId: pnref, amountCents: 1000, data: null };
    expect(await payflow.refund(first)).toMatchObject({ status: 'REFUNDED', errorCode: null });
    const again = await payflow.refund(first);
    expect(again).toMatchObject({ status: 'REFUNDED', data: { duplicate: '1' } });
    const over = await payflow.refund({ ...first, requestId: randomUUID(), amountCents: 6000 });
    expect(over).toMatchObject({ status: 'FAILED', data: { result: 105 } });
    const rest = await payflow.refund({ ...first, requestId: randomUUID(), amountCents: 5945 });
    expect(rest.status).toBe('REFUNDED');
    expect(await sandbox.creditedOn(pnref)).toBe(6945);
  });

  it('refuses a credit of a transaction the gateway never issued (RESULT 19)', async () => {
    const answer = await payflow.refund({
      requestId: randomUUID(),
      transactionId: 'SBXNOSUCHREF1',
      amountCents: 100,
      data: null,
    });
    expect(answer).toMatchObject({ status: 'FAILED', data: { result: 19 } });
  });
});
