import { eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DUPLICATE_REASON, type AuthorizeNetCredentials } from './authorize-net-provider';
import type { ProviderRefundResult, ProviderResult } from './payment-provider';
import {
  createSandboxAchProvider,
  sandboxCreditReturnedAt,
  sandboxDebitReturnedAt,
} from './sandbox-ach-provider';
import { sandboxAchCredits, sandboxAchDebits } from './sandbox-tables';

/** Where the sandbox Authorize.Net answers; AUTHORIZE_NET_URL's default points here. */
export const SANDBOX_AUTHORIZE_NET_PREFIX = '/sandbox-authorize-net';

/** The sandbox Authorize.Net's own login, which AUTHORIZE_NET_* default to. */
export const SANDBOX_AUTHORIZE_NET_CREDENTIALS: AuthorizeNetCredentials = {
  loginId: 'sandbox-login',
  transactionKey: 'sandbox-transaction-key',
};

// Hidden from /openapi.json: it is another site's API (Authorize.Net's), not ours.
const hidden = { schema: { hide: true } };

const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const error = (code: string, text: string) => ({
  messages: { resultCode: 'Error', message: [{ code, text }] },
});
const AUTHENTICATION_FAILED = error(
  'E00007',
  'User authentication failed due to invalid authentication values.',
);
const NOT_FOUND = error('E00040', 'The record cannot be found.');

const SCHEMA = 'AnetApi/xml/v1/schema/AnetApiSchema.xsd';
/**
 * The first of these ids that is given but is not what Authorize.Net's schema types it as, a
 * numericString: Authorize.Net refuses the request as invalid against its schema.
 */
function notNumeric(ids: Record<string, unknown>) {
  const invalid = Object.entries(ids).find(
    ([, value]) => value !== undefined && (typeof value !== 'string' || !/^\d+$/.test(value)),
  );
  if (!invalid) return undefined;
  const [element, value] = invalid;
  return error(
    'E00003',
    `The '${SCHEMA}:${element}' element is invalid - The value '${String(value)}' is invalid according to its datatype '${SCHEMA}:numericString' - The Pattern constraint failed.`,
  );
}

/** A transaction response that moved no money: Authorize.Net's response code 3 and its reason. */
const refusedTransaction = (reason: string, text: string, transId = '0') => ({
  transactionResponse: {
    responseCode: '3',
    transId,
    errors: [{ errorCode: reason, errorText: text }],
  },
  ...error('E00027', 'The transaction was unsuccessful.'),
});

type DebitRow = typeof sandboxAchDebits.$inferSelect;
type CreditRow = typeof sandboxAchCredits.$inferSelect;

/**
 * The start of transactionRequestType's sequence in Authorize.Net's schema (AnetApiSchema.xsd),
 * as far as a debit uses it. Its JSON API converts a request to XML and validates it, so an
 * element out of this order is refused as Authorize.Net refuses it.
 */
const TRANSACTION_REQUEST_ORDER = [
  'transactionType',
  'amount',
  'currencyCode',
  'payment',
  'profile',
  'solution',
  'callId',
  'terminalNumber',
  'authCode',
  'refTransId',
  'splitTenderId',
  'order',
  'lineItems',
  'tax',
  'duty',
  'shipping',
  'taxExempt',
  'poNumber',
  'customer',
  'billTo',
  'shipTo',
  'customerIP',
  'cardholderAuthentication',
  'retail',
  'employeeId',
  'transactionSettings',
];

/** The first element that is not in the schema or stands before one it must follow. */
function outOfSchemaOrder(elements: string[]): string | undefined {
  let last = -1;
  for (const element of elements) {
    const at = TRANSACTION_REQUEST_ORDER.indexOf(element);
    if (at <= last) return element;
    last = at;
  }
  return undefined;
}

/** A credit's transactionStatus as Authorize.Net words it, from the sandbox bank's answer. */
function creditStatus(status: ProviderRefundResult['status']) {
  if (status === 'PROCESSING') return 'refundPendingSettlement';
  return status === 'REFUNDED' ? 'refundSettledSuccessfully' : 'declined';
}

/** A debit's transactionStatus as Authorize.Net words it, from the sandbox bank's answer. */
function transactionStatus(result: ProviderResult) {
  if (result.status === 'PROCESSING') return 'capturedPendingSettlement';
  return result.status === 'CAPTURED' ? 'settledSuccessfully' : 'returnedItem';
}

interface TransactionRequestBody {
  merchantAuthentication?: { name?: unknown; transactionKey?: unknown };
  transactionRequest?: {
    transactionType?: unknown;
    amount?: unknown;
    payment?: { bankAccount?: Record<string, unknown> };
    profile?: {
      createProfile?: unknown;
      customerProfileId?: unknown;
      paymentProfile?: { paymentProfileId?: unknown };
    };
    refTransId?: unknown;
    order?: { invoiceNumber?: unknown };
  };
  transId?: unknown;
}

/**
 * An Authorize.Net of our own for the demo and the tests (docs/payment-gateways.md): the eCheck.Net
 * calls of its JSON API the adapter makes (a debit from a checking account or a customer profile,
 * a linked credit of a settled debit, transaction details, the unsettled list), answered by the sandbox bank over its own table with
 * its test account numbers. A debit is keyed by its invoice number: a repeat is answered as
 * Authorize.Net answers a duplicate inside the duplicate window, with the first debit's id.
 */
export async function sandboxAuthorizeNetRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    credentials: AuthorizeNetCredentials;
    answerAfterMs?: number;
  },
) {
  const { db, clock, credentials } = options;
  const bank = createSandboxAchProvider(db, clock, options.answerAfterMs);

  const byTrace = async (trace: string) => {
    const [row] = await db.select().from(sandboxAchDebits).where(eq(sandboxAchDebits.trace, trace));
    return row;
  };
  const byInvoice = async (invoiceNumber: string) => {
    const [row] = await db
      .select()
      .from(sandboxAchDebits)
      .where(eq(sandboxAchDebits.requestId, invoiceNumber));
    return row;
  };

  const creditByTrace = async (trace: string) => {
    const [row] = await db
      .select()
      .from(sandboxAchCredits)
      .where(eq(sandboxAchCredits.trace, trace));
    return row;
  };

  /** What getTransactionDetails answers about a credit (a refund of a debit). */
  async function creditDetails(row: CreditRow) {
    const debit = (await byTrace(row.debitTrace))!;
    const result = await bank.refund({
      requestId: row.requestId,
      transactionId: row.debitTrace,
      amountCents: row.amountCents,
      data: null,
    });
    const returnedAt = sandboxCreditReturnedAt(row, clock.now());
    return {
      transId: row.trace,
      refTransId: row.debitTrace,
      transactionType: 'refundTransaction',
      transactionStatus: returnedAt ? 'returnedItem' : creditStatus(result.status),
      ...(returnedAt
        ? {
            returnedItems: [
              { id: row.trace, dateUTC: returnedAt.toISOString(), code: row.outcome },
            ],
          }
        : {}),
      settleAmount: row.amountCents / 100,
      order: { invoiceNumber: row.requestId },
      payment: { bankAccount: { accountNumber: `XXXX${debit.lastFour}`, echeckType: 'WEB' } },
    };
  }

  /**
   * A linked credit (refundTransaction) of a settled debit, to the account it took from (given by
   * its last four digits, as Authorize.Net asks): on its way until the sandbox bank settles it.
   * Refused as Authorize.Net refuses it: no such debit (16), not settled or not that account
   * (54), more than is left of it (55). A repeat of an accepted credit's invoice answers it.
   */
  async function refundTransaction(
    request: NonNullable<TransactionRequestBody['transactionRequest']>,
    amountCents: number,
    invoiceNumber: string,
  ) {
    const invalidId = notNumeric({ refTransId: request.refTransId ?? '' });
    if (invalidId) return invalidId;
    const debit = await byTrace(request.refTransId as string);
    if (!debit) return refusedTransaction('16', 'The transaction cannot be found.');
    const accountNumber = request.payment?.bankAccount?.accountNumber;
    const settled = (await bank.findResult(debit.requestId))?.status === 'CAPTURED';
    if (
      !settled ||
      typeof accountNumber !== 'string' ||
      !/^(XXXX)?\d{4}$/.test(accountNumber) ||
      !accountNumber.endsWith(debit.lastFour)
    ) {
      return refusedTransaction(
        '54',
        'The referenced transaction does not meet the criteria for issuing a credit.',
      );
    }
    const [earlier] = await db
      .select()
      .from(sandboxAchCredits)
      .where(eq(sandboxAchCredits.requestId, invoiceNumber));
    const credit = await bank.refund({
      requestId: invoiceNumber,
      transactionId: debit.trace,
      amountCents,
      data: null,
    });
    if (credit.status === 'FAILED') {
      return refusedTransaction(
        '55',
        'The sum of credits against the referenced transaction would exceed original debit amount.',
      );
    }
    if (earlier) {
      return refusedTransaction(
        DUPLICATE_REASON,
        'A duplicate transaction has been submitted.',
        earlier.trace,
      );
    }
    return {
      transactionResponse: {
        responseCode: '1',
        transId: credit.transactionId,
        refTransID: debit.trace,
        accountNumber: `XXXX${debit.lastFour}`,
        accountType: 'eCheck',
        messages: [{ code: '1', description: 'This transaction has been approved.' }],
      },
      refId: invoiceNumber,
      messages: ok,
    };
  }

  /** What getTransactionDetails answers about a debit. */
  async function transactionDetails(row: DebitRow) {
    const result = (await bank.findResult(row.requestId))!;
    const returnCode = result.data.returnCode;
    return {
      transId: row.trace,
      transactionType: 'authCaptureTransaction',
      transactionStatus: transactionStatus(result),
      settleAmount: row.amountCents / 100,
      order: { invoiceNumber: row.requestId },
      payment: { bankAccount: { accountNumber: `XXXX${row.lastFour}`, echeckType: 'WEB' } },
      profile: { customerProfileId: row.mandate, customerPaymentProfileId: row.mandate },
      ...(typeof returnCode === 'string'
        ? {
            returnedItems: [
              {
                id: row.trace,
                dateUTC: (sandboxDebitReturnedAt(row, clock.now()) ?? row.answersAt).toISOString(),
                code: returnCode,
                description: `Returned ${returnCode}`,
              },
            ],
          }
        : {}),
    };
  }

  async function createTransaction(body: TransactionRequestBody) {
    const request = body.transactionRequest;
    const misplaced = outOfSchemaOrder(Object.keys(request ?? {}));
    if (misplaced) {
      return error(
        'E00003',
        `The element 'transactionRequest' has invalid child element '${misplaced}'.`,
      );
    }
    const invalidId = notNumeric({
      customerProfileId: request?.profile?.customerProfileId,
      paymentProfileId: request?.profile?.paymentProfile?.paymentProfileId,
    });
    if (invalidId) return invalidId;
    // A decimal, which a JSON request may give as a number or a string: "69.45", 69.45 or 34.5.
    const amount =
      typeof request?.amount === 'string' || typeof request?.amount === 'number'
        ? String(request.amount)
        : '';
    const invoiceNumber = request?.order?.invoiceNumber;
    if (
      (request?.transactionType !== 'authCaptureTransaction' &&
        request?.transactionType !== 'refundTransaction') ||
      !/^\d{1,7}(\.\d{1,2})?$/.test(amount) ||
      Number(amount) <= 0 ||
      typeof invoiceNumber !== 'string' ||
      !/^[\w-]{1,20}$/.test(invoiceNumber)
    ) {
      return refusedTransaction('5', 'A valid amount is required.');
    }
    if (request.transactionType === 'refundTransaction') {
      return refundTransaction(request, Math.round(Number(amount) * 100), invoiceNumber);
    }
    const known = await byInvoice(invoiceNumber);
    if (known) {
      return refusedTransaction(
        DUPLICATE_REASON,
        'A duplicate transaction has been submitted.',
        known.trace,
      );
    }
    const amountCents = Math.round(Number(amount) * 100);
    const profileId = request.profile?.customerProfileId;
    let row: DebitRow | undefined;
    if (typeof profileId === 'string') {
      await bank.chargeStored({ requestId: invoiceNumber, amountCents, reference: profileId });
      row = await byInvoice(invoiceNumber);
    } else {
      const account = request.payment?.bankAccount ?? {};
      const { routingNumber, accountNumber, nameOnAccount } = account;
      if (typeof routingNumber !== 'string' || !/^\d{9}$/.test(routingNumber)) {
        return refusedTransaction('9', 'The ABA code is invalid');
      }
      if (typeof accountNumber !== 'string' || !/^\d{5,17}$/.test(accountNumber)) {
        return refusedTransaction('10', 'The account number is invalid');
      }
      await bank.debit({
        requestId: invoiceNumber,
        amountCents,
        account: { routingNumber, accountNumber, holderName: String(nameOnAccount ?? '') },
      });
      row = await byInvoice(invoiceNumber);
    }
    return {
      transactionResponse: {
        responseCode: '1',
        transId: row!.trace,
        accountNumber: `XXXX${row!.lastFour}`,
        accountType: 'eCheck',
        messages: [{ code: '1', description: 'This transaction has been approved.' }],
      },
      ...(request.profile?.createProfile === true
        ? {
            profileResponse: {
              messages: ok,
              customerProfileId: row!.mandate,
              customerPaymentProfileIdList: [row!.mandate],
            },
          }
        : {}),
      refId: invoiceNumber,
      messages: ok,
    };
  }

  /** The answer to one call of the JSON API: its name is the body's one element. */
  async function answer(requestBody: unknown) {
    const [name, body] = Object.entries((requestBody ?? {}) as Record<string, unknown>)[0] ?? [];
    const call = (body ?? {}) as TransactionRequestBody;
    const login = call.merchantAuthentication;
    if (
      login?.name !== credentials.loginId ||
      login.transactionKey !== credentials.transactionKey
    ) {
      return AUTHENTICATION_FAILED;
    }
    switch (name) {
      case 'createTransactionRequest':
        return createTransaction(call);
      case 'getTransactionDetailsRequest': {
        const invalidId = notNumeric({ transId: call.transId ?? '' });
        if (invalidId) return invalidId;
        const row = await byTrace(call.transId as string);
        if (row) return { transaction: await transactionDetails(row), messages: ok };
        const credit = await creditByTrace(call.transId as string);
        return credit ? { transaction: await creditDetails(credit), messages: ok } : NOT_FOUND;
      }
      case 'getUnsettledTransactionListRequest': {
        const rows = await db
          .select()
          .from(sandboxAchDebits)
          .where(gt(sandboxAchDebits.answersAt, clock.now()));
        return {
          transactions: rows.map((row) => ({
            transId: row.trace,
            transactionStatus: 'capturedPendingSettlement',
            invoiceNumber: row.requestId,
            settleAmount: row.amountCents / 100,
            accountType: 'eCheck',
            accountNumber: `XXXX${row.lastFour}`,
          })),
          totalNumInResultSet: rows.length,
          messages: ok,
        };
      }
      default:
        return error('E00003', 'The request is not one the sandbox Authorize.Net answers.');
    }
  }

  // Authorize.Net starts its JSON answers with a byte order mark, which its clients must strip.
  app.post(SANDBOX_AUTHORIZE_NET_PREFIX, hidden, async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(`\uFEFF${JSON.stringify(await answer(request.body))}`),
  );
}
