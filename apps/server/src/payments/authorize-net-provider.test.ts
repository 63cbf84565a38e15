import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import {
  AuthorizeNetRefusedError,
  createAuthorizeNetProvider,
  type AuthorizeNetOptions,
} from './authorize-net-provider';
import { BANK_ACCOUNT_BRAND, ProviderTimeoutError } from './payment-provider';
import { ACH_ANSWER_AFTER_MS, SANDBOX_BANK_ACCOUNTS } from './sandbox-ach-provider';
import {
  SANDBOX_AUTHORIZE_NET_CREDENTIALS,
  SANDBOX_AUTHORIZE_NET_PREFIX,
} from './sandbox-authorize-net-routes';
import { capturedLogs } from '../test/captured-logs';
import { queryRows } from '../test/test-database';

let server: TestServer;
const logs = capturedLogs();

const authorizeNetAt = (overrides: Partial<AuthorizeNetOptions> = {}) =>
  createAuthorizeNetProvider({
    url: () => `${server.baseUrl}${SANDBOX_AUTHORIZE_NET_PREFIX}`,
    ...SANDBOX_AUTHORIZE_NET_CREDENTIALS,
    ...overrides,
  });
let bank: ReturnType<typeof createAuthorizeNetProvider>;

beforeAll(async () => {
  server = await startTestServer({
    bankGateway: { gateway: 'authorize-net', credentials: SANDBOX_AUTHORIZE_NET_CREDENTIALS },
    logLevel: 'debug',
    logStream: logs.stream,
  });
  bank = authorizeNetAt();
});
afterAll(async () => server?.close());

const debit = (accountNumber: string, requestId = randomUUID()) => ({
  requestId,
  amountCents: 6945,
  account: {
    routingNumber: SANDBOX_BANK_ACCOUNTS.routingNumber,
    accountNumber,
    holderName: 'Ada Lovelace',
  },
});

/** Runs `check` as the bank answers two days later, then puts the clock back. */
async function twoDaysLater(check: () => Promise<void>) {
  const before = server.clock.now();
  server.clock.advance(ACH_ANSWER_AFTER_MS);
  try {
    await check();
  } finally {
    server.clock.set(before);
  }
}

describe('the Authorize.Net eCheck adapter, against the sandbox Authorize.Net over its JSON API', () => {
  it('starts a debit (PROCESSING), keeps the account as a profile, and reads its settlement', async () => {
    const request = debit(SANDBOX_BANK_ACCOUNTS.settles);
    const started = await bank.debit(request);
    expect(started).toMatchObject({
      status: 'PROCESSING',
      errorCode: null,
      stored: { brand: BANK_ACCOUNT_BRAND, lastFour: '6789', expiresOn: null },
    });
    expect(started.data.transId).toBe(started.transactionId);
    expect(started.stored!.reference).toMatch(/^\w+\/\w+$/);
    expect(await bank.findResult(request.requestId, started.data)).toMatchObject({
      status: 'PROCESSING',
      data: { transactionStatus: 'capturedPendingSettlement' },
    });
    await twoDaysLater(async () => {
      expect(await bank.findResult(request.requestId, started.data)).toMatchObject({
        status: 'CAPTURED',
        transactionId: started.transactionId,
        data: { transactionStatus: 'settledSuccessfully' },
      });
    });
  });

  it.each([
    ['R01', SANDBOX_BANK_ACCOUNTS.insufficientFunds, 'CARD_INSUFFICIENT_FUNDS'],
    ['R02', SANDBOX_BANK_ACCOUNTS.accountClosed, 'CARD_INVALID_ACCOUNT_NUMBER'],
    ['R03', SANDBOX_BANK_ACCOUNTS.noAccount, 'CARD_INVALID_ACCOUNT_NUMBER'],
  ])('reads a return %s with its catalogue error', async (returnCode, account, errorCode) => {
    const request = debit(account);
    const started = await bank.debit(request);
    expect(started.status).toBe('PROCESSING');
    await twoDaysLater(async () => {
      expect(await bank.findResult(request.requestId, started.data)).toMatchObject({
        status: 'FAILED',
        errorCode,
        stored: null,
        data: { transactionStatus: 'returnedItem', returnCode },
      });
    });
  });

  it('answers a repeated debit with the first one (the duplicate window), debiting once', async () => {
    const request = debit(SANDBOX_BANK_ACCOUNTS.settles);
    const first = await bank.debit(request);
    const again = await bank.debit(request);
    expect(again).toMatchObject({
      status: 'PROCESSING',
      transactionId: first.transactionId,
      stored: { reference: first.stored!.reference },
    });
  });

  it('finds a debit whose answer was lost by its invoice number, or says it never arrived', async () => {
    const request = debit(SANDBOX_BANK_ACCOUNTS.settles);
    const started = await bank.debit(request);
    expect(await bank.findResult(request.requestId)).toMatchObject({
      status: 'PROCESSING',
      transactionId: started.transactionId,
      stored: { reference: started.stored!.reference },
    });
    expect(await bank.findResult(randomUUID())).toBeNull();
  });

  it("debits a kept account again by its profile, with the account's outcome", async () => {
    const kept = await bank.debit(debit(SANDBOX_BANK_ACCOUNTS.settles));
    const renewal = {
      requestId: randomUUID(),
      amountCents: 6945,
      reference: kept.stored!.reference,
    };
    const renewed = await bank.chargeStored(renewal);
    expect(renewed).toMatchObject({ status: 'PROCESSING' });
    expect(renewed.transactionId).not.toBe(kept.transactionId);
    expect((await bank.chargeStored(renewal)).transactionId).toBe(renewed.transactionId);
    const dry = await bank.debit(debit(SANDBOX_BANK_ACCOUNTS.insufficientFunds));
    const declined = {
      requestId: randomUUID(),
      amountCents: 6945,
      reference: dry.stored!.reference,
    };
    const charged = await bank.chargeStored(declined);
    await twoDaysLater(async () => {
      expect(await bank.findResult(renewal.requestId, renewed.data)).toMatchObject({
        status: 'CAPTURED',
      });
      expect(await bank.findResult(declined.requestId, charged.data)).toMatchObject({
        status: 'FAILED',
        errorCode: 'CARD_INSUFFICIENT_FUNDS',
      });
    });
  });

  it('answers a routing or account number the bank refuses as a failure, nothing debited', async () => {
    const request = debit('12');
    expect(await bank.debit(request)).toMatchObject({
      status: 'FAILED',
      errorCode: 'CARD_INVALID_ACCOUNT_NUMBER',
      stored: null,
    });
    expect(await bank.findResult(request.requestId)).toBeNull();
  });

  it('is refused outright with the wrong login, and times out when no one answers', async () => {
    const wrong = authorizeNetAt({ transactionKey: 'not-the-key' });
    const refused = await wrong
      .debit(debit(SANDBOX_BANK_ACCOUNTS.settles))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AuthorizeNetRefusedError);
    expect((refused as Error).message).not.toContain('not-the-key');
    const unreachable = authorizeNetAt({ url: () => 'http://127.0.0.1:9', callTimeoutMs: 1_000 });
    await expect(unreachable.debit(debit(SANDBOX_BANK_ACCOUNTS.settles))).rejects.toBeInstanceOf(
      ProviderTimeoutError,
    );
  });

  it('is refused, as Authorize.Net refuses it, when an element stands out of its schema order', async () => {
    const response = await fetch(`${server.baseUrl}${SANDBOX_AUTHORIZE_NET_PREFIX}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        createTransactionRequest: {
          merchantAuthentication: {
            name: SANDBOX_AUTHORIZE_NET_CREDENTIALS.loginId,
            transactionKey: SANDBOX_AUTHORIZE_NET_CREDENTIALS.transactionKey,
          },
          transactionRequest: {
            transactionType: 'authCaptureTransaction',
            amount: '69.45',
            customer: { type: 'individual', id: 'c1' },
            order: { invoiceNumber: 'i1' },
          },
        },
      }),
    });
    expect(await response.json()).toMatchObject({
      messages: {
        resultCode: 'Error',
        message: [
          { code: 'E00003', text: expect.stringContaining("invalid child element 'order'") },
        ],
      },
    });
  });

  /** A debit the bank has settled (the clock moved on past its answer), ready to be credited. */
  async function settledDebit() {
    const started = await bank.debit(debit(SANDBOX_BANK_ACCOUNTS.settles));
    server.clock.advance(ACH_ANSWER_AFTER_MS);
    return started.transactionId!;
  }
  const credit = (debitId: string, amountCents: number, requestId = randomUUID()) => ({
    requestId,
    transactionId: debitId,
    amountCents,
    data: null,
  });
  const credited = async (debitId: string) => {
    const [row] = await queryRows<{ total: number }>(
      server.database.db,
      sql`select coalesce(sum(amount_cents), 0)::int as total from sandbox_ach_credits
          where debit_trace = ${debitId} and outcome = 'SETTLE'`,
    );
    return row!.total;
  };

  it('credits all of a settled debit back (PROCESSING), settled later; nothing more after it', async () => {
    const debitId = await settledDebit();
    const request = credit(debitId, 6945);
    const started = await bank.refund(request);
    expect(started).toMatchObject({
      status: 'PROCESSING',
      errorCode: null,
      data: { transId: started.transactionId },
    });
    expect(started.transactionId).not.toBe(debitId);
    expect(await bank.refund({ ...request, previous: started.data })).toMatchObject({
      status: 'PROCESSING',
      data: { transactionStatus: 'refundPendingSettlement' },
    });
    await twoDaysLater(async () => {
      expect(await bank.refund({ ...request, previous: started.data })).toMatchObject({
        status: 'REFUNDED',
        transactionId: started.transactionId,
        data: { transactionStatus: 'refundSettledSuccessfully' },
      });
    });
    expect(await bank.refund(credit(debitId, 1))).toMatchObject({
      status: 'FAILED',
      errorCode: 'REFUND_EXCEEDS_REMAINING',
      data: { reason: '55' },
    });
    expect(await credited(debitId)).toBe(6945);
  });

  it('credits part, refuses more than is left, then credits the rest', async () => {
    const debitId = await settledDebit();
    expect((await bank.refund(credit(debitId, 1000))).status).toBe('PROCESSING');
    expect(await bank.refund(credit(debitId, 5946))).toMatchObject({
      status: 'FAILED',
      errorCode: 'REFUND_EXCEEDS_REMAINING',
    });
    expect((await bank.refund(credit(debitId, 5945))).status).toBe('PROCESSING');
    expect(await credited(debitId)).toBe(6945);
  });

  it('answers a repeated credit (or one whose answer was lost) with the first, crediting once', async () => {
    const debitId = await settledDebit();
    const request = credit(debitId, 500);
    const unreachable = authorizeNetAt({ url: () => 'http://127.0.0.1:9', callTimeoutMs: 1_000 });
    await expect(unreachable.refund(request)).rejects.toBeInstanceOf(ProviderTimeoutError);
    const first = await bank.refund(request);
    // Its answer lost: asked again with the same request id, as the refunds job asks.
    const again = await bank.refund(request);
    expect(again).toMatchObject({ status: 'PROCESSING', transactionId: first.transactionId });
    expect(await credited(debitId)).toBe(500);
  });

  it('refuses to credit a debit the bank has not settled yet', async () => {
    const started = await bank.debit(debit(SANDBOX_BANK_ACCOUNTS.settles));
    expect(await bank.refund(credit(started.transactionId!, 100))).toMatchObject({
      status: 'FAILED',
      errorCode: 'PAYMENT_NOT_REFUNDABLE',
      data: { reason: '54' },
    });
    expect(await credited(started.transactionId!)).toBe(0);
  });

  it('logs no account number', () => {
    const written = logs.lines.join('');
    expect(written).toContain(SANDBOX_AUTHORIZE_NET_PREFIX);
    expect(written).not.toContain(SANDBOX_BANK_ACCOUNTS.settles);
    expect(written).not.toContain(SANDBOX_AUTHORIZE_NET_CREDENTIALS.transactionKey);
  });
});
