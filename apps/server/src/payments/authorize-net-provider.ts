import { createHash } from 'node:crypto';
import type { ErrorCode } from '@portal/domain/errors/error-code';
import {
  BANK_ACCOUNT_BRAND,
  ProviderTimeoutError,
  type AchProvider,
  type BankAccount,
  type ProviderRefundResult,
  type ProviderResult,
  type ProviderStatus,
  type StoredChargeRequest,
} from './payment-provider';
import { asciiName } from './gateway-name';

/** Authorize.Net's API endpoints: the sandbox takes test accounts and moves no money. */
export const AUTHORIZE_NET_HOSTS = {
  test: 'https://apitest.authorize.net/xml/v1/request.api',
  live: 'https://api.authorize.net/xml/v1/request.api',
} as const;

export interface AuthorizeNetCredentials {
  /** The API login id and transaction key (merchantAuthentication name and transactionKey). */
  loginId: string;
  transactionKey: string;
}

export interface AuthorizeNetOptions extends AuthorizeNetCredentials {
  /** Where to post (an Authorize.Net endpoint, or our sandbox's); read at each call. */
  url: () => string;
  callTimeoutMs?: number;
}

/** Authorize.Net refused the request itself (its login, its shape): nothing was debited. */
export class AuthorizeNetRefusedError extends Error {
  constructor(readonly code: string) {
    super(`Authorize.Net refused the request (${code})`);
    this.name = 'AuthorizeNetRefusedError';
  }
}

/**
 * How long Authorize.Net answers a repeated debit with the first one instead of making another
 * (`duplicateWindow`, its maximum of 8 hours): far beyond the retries of one attempt.
 */
export const DUPLICATE_WINDOW_SECONDS = 28_800;
/** The transaction response's reason code for "a duplicate transaction has been submitted". */
export const DUPLICATE_REASON = '11';

/**
 * Our attempt id as Authorize.Net keeps it: `order.invoiceNumber` and `refId` are at most 20
 * characters, so 20 hex digits of the id's hash. The invoice number is what a repeat is matched
 * by, and what finds a debit whose answer was lost.
 */
export const authorizeNetInvoice = (requestId: string) =>
  createHash('sha256').update(requestId).digest('hex').slice(0, 20);

/** A list in Authorize.Net's JSON: an array, or the array wrapped in its element's name. */
function listOf<T>(value: unknown, element: string): T[] {
  if (Array.isArray(value)) return value as T[];
  const wrapped = (value as Record<string, unknown> | undefined)?.[element];
  if (Array.isArray(wrapped)) return wrapped as T[];
  return wrapped === undefined ? [] : [wrapped as T];
}

interface ApiMessages {
  resultCode?: string;
  message?: unknown;
}

interface TransactionResponse {
  responseCode?: string;
  transId?: string;
  accountNumber?: string;
  errors?: unknown;
}

interface TransactionDetails {
  transId: string;
  transactionStatus: string;
  settleAmount?: number;
  order?: { invoiceNumber?: string };
  payment?: {
    bankAccount?: {
      accountType?: string;
      routingNumber?: string;
      accountNumber?: string;
      nameOnAccount?: string;
    };
  };
  profile?: { customerProfileId?: string; customerPaymentProfileId?: string };
  returnedItems?: unknown;
}

// NACHA return codes the catalogue words; any other return reads 'Invalid payment requisites'.
const RETURN_ERRORS: Readonly<Record<string, ErrorCode>> = {
  R01: 'CARD_INSUFFICIENT_FUNDS',
  R02: 'CARD_INVALID_ACCOUNT_NUMBER',
  R03: 'CARD_INVALID_ACCOUNT_NUMBER',
  R04: 'CARD_INVALID_ACCOUNT_NUMBER',
};

// Authorize.Net's reasons for refusing a credit, in the catalogue's words: 54, the debit cannot
// be credited (not settled, or not that account); 55, more than is left of it.
const CREDIT_ERRORS: Readonly<Record<string, ErrorCode>> = {
  '54': 'PAYMENT_NOT_REFUNDABLE',
  '55': 'REFUND_EXCEEDS_REMAINING',
};

/** A credit's state from its transaction details: settled, on its way, or refused. */
function creditResult(details: TransactionDetails): ProviderRefundResult {
  const data = { transId: details.transId, transactionStatus: details.transactionStatus };
  if (details.transactionStatus === 'refundSettledSuccessfully') {
    return { status: 'REFUNDED', transactionId: details.transId, errorCode: null, data };
  }
  if (
    details.transactionStatus === 'refundPendingSettlement' ||
    STILL_PROCESSING.has(details.transactionStatus)
  ) {
    return { status: 'PROCESSING', transactionId: details.transId, errorCode: null, data };
  }
  const failed = {
    status: 'FAILED' as const,
    transactionId: details.transId,
    errorCode: 'PAYMENT_ERROR' as const,
    data,
  };
  if (details.transactionStatus !== 'returnedItem') return failed;
  // The bank took the credit and sent it back (the account was closed, say).
  const returned = listOf<{ dateUTC?: string }>(details.returnedItems, 'returnedItem')[0];
  const at = returned?.dateUTC ? new Date(returned.dateUTC) : null;
  return {
    ...failed,
    returned: true,
    ...(at && !Number.isNaN(at.getTime()) ? { answeredAt: at } : {}),
  };
}

// Authorize.Net's transactionStatus values, as the port reads them. A debit is PROCESSING until
// it settles; one that will never move money has FAILED.
const STILL_PROCESSING = new Set([
  'capturedPendingSettlement',
  'pendingSettlement',
  'pendingFinalSettlement',
  'updatingSettlement',
  'underReview',
  'FDSPendingReview',
  'approvedReview',
]);

/** A debit's state from its transaction details: settled, returned (even after settling), or not yet. */
function detailsResult(details: TransactionDetails): ProviderResult {
  const returned = listOf<{ code?: string; description?: string; dateUTC?: string }>(
    details.returnedItems,
    'returnedItem',
  )[0];
  const { customerProfileId, customerPaymentProfileId } = details.profile ?? {};
  const data = {
    transId: details.transId,
    transactionStatus: details.transactionStatus,
    ...(returned?.code ? { returnCode: returned.code } : {}),
  };
  const result = (status: ProviderStatus, errorCode: ErrorCode | null): ProviderResult => ({
    status,
    transactionId: details.transId,
    errorCode,
    responseCode: 0,
    data,
    stored:
      status !== 'FAILED' && customerProfileId && customerPaymentProfileId
        ? {
            reference: `${customerProfileId}/${customerPaymentProfileId}`,
            brand: BANK_ACCOUNT_BRAND,
            lastFour: details.payment?.bankAccount?.accountNumber?.slice(-4) ?? null,
            expiresOn: null,
          }
        : null,
  });
  if (returned || details.transactionStatus === 'returnedItem') {
    const returnedAt = returned?.dateUTC ? new Date(returned.dateUTC) : null;
    return {
      ...result(
        'FAILED',
        (returned?.code && RETURN_ERRORS[returned.code]) || 'INVALID_PAYMENT_REQUISITES',
      ),
      ...(returnedAt && !Number.isNaN(returnedAt.getTime()) ? { returnedAt } : {}),
    };
  }
  if (details.transactionStatus === 'settledSuccessfully') return result('CAPTURED', null);
  if (STILL_PROCESSING.has(details.transactionStatus)) return result('PROCESSING', null);
  return result('FAILED', 'PAYMENT_DECLINED');
}

/**
 * The bank-transfer port over Authorize.Net's eCheck.Net (its JSON API,
 * docs/payment-gateways.md): a debit is a `createTransactionRequest` (authCaptureTransaction from
 * a checking account, WEB) that also keeps the account as a customer profile for a plan's later
 * debits; its state is read with `getTransactionDetailsRequest` (capturedPendingSettlement,
 * settledSuccessfully, returnedItem with its NACHA return code). Authorize.Net has no request id:
 * our attempt id goes as the invoice number, and a repeat inside the duplicate window is answered
 * with the first debit's id instead of debiting again. The account number is in the request body
 * for that call only. A refund is a linked credit (refundTransaction) of a settled debit, settled
 * later as a debit is.
 */
export function createAuthorizeNetProvider(options: AuthorizeNetOptions): AchProvider {
  const callTimeoutMs = options.callTimeoutMs ?? 15_000;
  const merchantAuthentication = { name: options.loginId, transactionKey: options.transactionKey };

  async function call<T>(requestId: string, name: string, body: object): Promise<T> {
    let text: string;
    try {
      const response = await fetch(options.url(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [name]: { merchantAuthentication, ...body } }),
        signal: AbortSignal.timeout(callTimeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } catch {
      throw new ProviderTimeoutError(requestId);
    }
    // Authorize.Net starts its JSON with a byte order mark.
    const answer = JSON.parse(text.replace(/^\uFEFF/, '')) as T & { messages?: ApiMessages };
    return answer;
  }

  const refused = (messages: ApiMessages | undefined) =>
    new AuthorizeNetRefusedError(
      listOf<{ code?: string }>(messages?.message, 'message')[0]?.code ?? 'no code',
    );

  async function details(requestId: string, transId: string) {
    const answer = await call<{ transaction?: TransactionDetails; messages?: ApiMessages }>(
      requestId,
      'getTransactionDetailsRequest',
      { transId },
    );
    if (answer.messages?.resultCode !== 'Ok' || !answer.transaction) throw refused(answer.messages);
    return answer.transaction;
  }

  /** A debit's immediate answer: accepted (PROCESSING), a repeat (the first debit), or refused. */
  async function debitAnswer(
    requestId: string,
    answer: { transactionResponse?: TransactionResponse; messages?: ApiMessages },
    stored: ProviderResult['stored'],
  ): Promise<ProviderResult> {
    const response = answer.transactionResponse;
    if (!response) throw refused(answer.messages);
    const reason = listOf<{ errorCode?: string }>(response.errors, 'error')[0]?.errorCode;
    const transId = response.transId && response.transId !== '0' ? response.transId : null;
    // A repeat: the first debit's id, whose state (and kept profile) its details tell.
    if (reason === DUPLICATE_REASON && transId)
      return detailsResult(await details(requestId, transId));
    const data = { transId, responseCode: response.responseCode, ...(reason ? { reason } : {}) };
    if (response.responseCode === '1' && transId) {
      return {
        status: 'PROCESSING',
        transactionId: transId,
        errorCode: null,
        responseCode: 0,
        data,
        stored,
      };
    }
    // Declined (2), refused as an error (3: a bad routing or account number), held (4, never
    // released without the merchant): no money moves.
    return {
      status: 'FAILED',
      transactionId: transId,
      errorCode:
        reason === '9' || reason === '10' ? 'CARD_INVALID_ACCOUNT_NUMBER' : 'PAYMENT_DECLINED',
      responseCode: 0,
      data,
      stored: null,
    };
  }

  /** What pays: a bank account (kept as a profile for later) or a profile kept earlier. */
  interface PaidWith {
    payment?: object;
    profile: object;
    customer?: object;
  }

  function transactionRequest(requestId: string, amountCents: number, paidWith: PaidWith) {
    const invoiceNumber = authorizeNetInvoice(requestId);
    // Authorize.Net reads the JSON's elements in its schema's order (transactionRequestType's
    // sequence) and refuses one out of place: keep this order.
    return {
      refId: invoiceNumber,
      transactionRequest: {
        transactionType: 'authCaptureTransaction',
        amount: (amountCents / 100).toFixed(2),
        ...(paidWith.payment ? { payment: paidWith.payment } : {}),
        profile: paidWith.profile,
        order: { invoiceNumber },
        ...(paidWith.customer ? { customer: paidWith.customer } : {}),
        transactionSettings: {
          setting: [
            { settingName: 'duplicateWindow', settingValue: String(DUPLICATE_WINDOW_SECONDS) },
          ],
        },
      },
    };
  }

  return {
    callTimeoutMs,
    /**
     * A linked credit (refundTransaction) of a settled debit: Authorize.Net wants the debited
     * account as it masks it (its last four digits), so the debit's details are read first. Our
     * request id is the credit's invoice number, so a retry inside the duplicate window answers
     * the first credit; a credit is on its way (PROCESSING) until it settles, and is then asked
     * about by its own id.
     */
    async refund({ requestId, transactionId, amountCents, previous }) {
      const known = typeof previous?.transId === 'string' ? previous.transId : null;
      if (known) return creditResult(await details(requestId, known));
      const debited = await details(requestId, transactionId);
      const account = debited.payment?.bankAccount;
      const invoiceNumber = authorizeNetInvoice(requestId);
      // In transactionRequestType's order, as for a debit (see transactionRequest).
      const answer = await call<{
        transactionResponse?: TransactionResponse;
        messages?: ApiMessages;
      }>(requestId, 'createTransactionRequest', {
        refId: invoiceNumber,
        transactionRequest: {
          transactionType: 'refundTransaction',
          amount: (amountCents / 100).toFixed(2),
          payment: {
            bankAccount: {
              accountType: account?.accountType ?? 'checking',
              ...(account?.routingNumber ? { routingNumber: account.routingNumber } : {}),
              accountNumber: account?.accountNumber ?? '',
              ...(account?.nameOnAccount ? { nameOnAccount: account.nameOnAccount } : {}),
              echeckType: 'WEB',
            },
          },
          refTransId: transactionId,
          order: { invoiceNumber },
          transactionSettings: {
            setting: [
              { settingName: 'duplicateWindow', settingValue: String(DUPLICATE_WINDOW_SECONDS) },
            ],
          },
        },
      });
      const response = answer.transactionResponse;
      if (!response) throw refused(answer.messages);
      const reason = listOf<{ errorCode?: string }>(response.errors, 'error')[0]?.errorCode;
      const transId = response.transId && response.transId !== '0' ? response.transId : null;
      // A repeat: the first credit, whose state its details tell.
      if (reason === DUPLICATE_REASON && transId) {
        return creditResult(await details(requestId, transId));
      }
      const data = { transId, responseCode: response.responseCode, ...(reason ? { reason } : {}) };
      if (response.responseCode === '1' && transId) {
        return { status: 'PROCESSING', transactionId: transId, errorCode: null, data };
      }
      return {
        status: 'FAILED',
        transactionId: transId,
        errorCode: (reason && CREDIT_ERRORS[reason]) || 'PAYMENT_ERROR',
        data,
      };
    },
    async debit({ requestId, amountCents, account }) {
      const answer = await call<{
        transactionResponse?: TransactionResponse;
        profileResponse?: { customerProfileId?: string; customerPaymentProfileIdList?: unknown };
        messages?: ApiMessages;
      }>(
        requestId,
        'createTransactionRequest',
        transactionRequest(requestId, amountCents, {
          payment: { bankAccount: await bankAccountOf(account) },
          // Kept as a customer profile: a plan's later periods debit it without the number.
          profile: { createProfile: true },
          customer: { type: 'individual', id: authorizeNetInvoice(requestId) },
        }),
      );
      const profileId = answer.profileResponse?.customerProfileId;
      const paymentProfileId = listOf<string>(
        answer.profileResponse?.customerPaymentProfileIdList,
        'numericString',
      )[0];
      return debitAnswer(
        requestId,
        answer,
        profileId && paymentProfileId
          ? {
              reference: `${profileId}/${paymentProfileId}`,
              brand: BANK_ACCOUNT_BRAND,
              lastFour: account.accountNumber.slice(-4),
              expiresOn: null,
            }
          : null,
      );
    },
    async chargeStored({ requestId, amountCents, reference }: StoredChargeRequest) {
      const [customerProfileId, paymentProfileId] = reference.split('/');
      const answer = await call<{
        transactionResponse?: TransactionResponse;
        messages?: ApiMessages;
      }>(
        requestId,
        'createTransactionRequest',
        transactionRequest(requestId, amountCents, {
          profile: { customerProfileId, paymentProfile: { paymentProfileId } },
        }),
      );
      return debitAnswer(requestId, answer, null);
    },
    async findResult(requestId, data) {
      const known = typeof data?.transId === 'string' ? data.transId : null;
      if (known) return detailsResult(await details(requestId, known));
      // A debit whose answer was lost: found among the unsettled ones by its invoice number.
      const answer = await call<{ transactions?: unknown; messages?: ApiMessages }>(
        requestId,
        'getUnsettledTransactionListRequest',
        {},
      );
      if (answer.messages?.resultCode !== 'Ok') throw refused(answer.messages);
      const invoiceNumber = authorizeNetInvoice(requestId);
      const found = listOf<{ transId: string; invoiceNumber?: string }>(
        answer.transactions,
        'transaction',
      ).find((transaction) => transaction.invoiceNumber === invoiceNumber);
      return found ? detailsResult(await details(requestId, found.transId)) : null;
    },
  };
}

const bankAccountOf = async (account: BankAccount) => ({
  accountType: 'checking',
  routingNumber: account.routingNumber,
  accountNumber: account.accountNumber,
  // The ACH file carries up to 22 English letters (docs/payment-gateways.md "Names").
  nameOnAccount: await asciiName(account.holderName, 22),
  echeckType: 'WEB',
});
