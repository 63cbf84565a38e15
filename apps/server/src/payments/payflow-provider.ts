import { createHash, randomUUID } from 'node:crypto';
import type { CardType } from '@portal/domain/ledger/card-type';
import {
  decodeNameValuePairs,
  encodeNameValuePairs,
  type NameValuePairs,
} from './name-value-pairs';
import { PAYFLOW_APPROVED, PAYFLOW_SETTLED, payflowResultToError } from './payflow-result-codes';
import {
  ProviderTimeoutError,
  type CardChargeRequest,
  type CardProvider,
  type ProviderRefundRequest,
  type ProviderRefundResult,
  type ProviderResult,
  type StoredChargeRequest,
  type StoredInstrument,
} from './payment-provider';
import { asciiName } from './gateway-name';

/** Payflow's bill-to names: up to 30 English letters each (docs/payment-gateways.md "Names"). */
const PAYFLOW_NAME_MAX = 30;

/** Payflow's hosts: the test host takes test cards and moves no money. */
export const PAYFLOW_HOSTS = {
  test: 'https://pilot-payflowpro.paypal.com',
  live: 'https://payflowpro.paypal.com',
} as const;

export interface PayflowOptions {
  /** Where to post (a Payflow host, or our sandbox's); read at each call. */
  url: () => string;
  /** The merchant's Payflow login: partner (PayPal, or the reseller), vendor, user, password. */
  partner: string;
  vendor: string;
  user: string;
  password: string;
  callTimeoutMs?: number;
}

/**
 * Payflow's RESULT for a request it answered without acting on our credentials (1 user
 * authentication failed, 26 invalid vendor account): a setting of ours is wrong, not the card.
 */
const CREDENTIAL_RESULTS = new Set([1, 26]);
/** An inquiry's RESULT when Payflow holds no transaction for the reference given. */
export const PAYFLOW_NOT_FOUND = 19;

/** Payflow refused the request for our own credentials: nothing was charged. */
export class PayflowRefusedError extends Error {
  constructor(readonly result: number) {
    super(`Payflow refused the request (RESULT ${result})`);
    this.name = 'PayflowRefusedError';
  }
}

/** Payflow's CARDTYPE codes (VERBOSITY=HIGH answers), for the card types we take. */
export const PAYFLOW_CARD_TYPES: Readonly<Record<CardType, string>> = {
  VISA: '0',
  MASTERCARD: '1',
  DISCOVER: '2',
  AMERICAN_EXPRESS: '3',
};
const CARD_TYPE_BY_CODE = new Map(
  Object.entries(PAYFLOW_CARD_TYPES).map(([type, code]) => [code, type as CardType]),
);

/**
 * Our attempt id as Payflow takes it. X-VPS-REQUEST-ID is 1 to 32 printable characters: a uuid
 * without its dashes. CUSTREF (which an inquiry finds a transaction by) is at most 12
 * alphanumeric characters: 12 base-36 digits of the id's hash, unique enough over the 30 days an
 * inquiry searches.
 */
export function payflowIds(requestId: string): { requestId: string; custref: string } {
  const compact = requestId.replaceAll('-', '');
  const hash = createHash('sha256').update(requestId).digest();
  return {
    requestId: /^[\x21-\x7e]{1,32}$/.test(compact) ? compact : hash.toString('hex').slice(0, 32),
    custref: (hash.readBigUInt64BE() % 36n ** 12n).toString(36).toUpperCase().padStart(12, '0'),
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const cents = (amount: string | undefined) => Math.round(Number(amount ?? '0') * 100);

/** MMYY, as Payflow's EXPDATE, from the card's month and a two- or four-digit year. */
const expDate = (card: CardChargeRequest['card']) =>
  `${card.expireMonth.padStart(2, '0')}${card.expireYear.slice(-2)}`;
/** 'YYYY-MM' (a stored instrument's last month) from Payflow's MMYY. */
const expiresOn = (mmyy: string) => `20${mmyy.slice(2, 4)}-${mmyy.slice(0, 2)}`;

/** What we keep of Payflow's answer: its words, never the card's. */
function answerData(answer: NameValuePairs) {
  return {
    result: Number(answer.RESULT),
    pnref: answer.PNREF ?? null,
    respmsg: answer.RESPMSG ?? null,
    ...(answer.AUTHCODE ? { authcode: answer.AUTHCODE } : {}),
    ...(answer.DUPLICATE ? { duplicate: answer.DUPLICATE } : {}),
  };
}

function normalised(options: {
  result: number;
  pnref: string | null;
  amountCents: number;
  data: Record<string, unknown>;
  stored: StoredInstrument | null;
  transState?: number;
}): ProviderResult {
  const approved = options.result === PAYFLOW_APPROVED;
  const captured = approved && options.amountCents > 0;
  const settled = captured && options.transState === PAYFLOW_SETTLED;
  return {
    status: approved ? (captured ? 'CAPTURED' : 'AUTHORIZED') : 'FAILED',
    transactionId: options.pnref,
    errorCode: approved ? null : payflowResultToError(options.result),
    responseCode: options.result,
    data: options.data,
    stored: approved ? options.stored : null,
    ...(settled ? { settled } : {}),
  };
}

/**
 * The card port over Payflow Pro's HTTPS name-value API (docs/payment-gateways.md): a sale
 * (TRXTYPE=S) or a zero-amount verification (A), a reference transaction (S with ORIGID) for a
 * stored card, and an inquiry (I) by CUSTREF for a request whose answer was lost. Every request
 * carries our attempt id as X-VPS-REQUEST-ID, which Payflow de-duplicates on: a retry answers the
 * first result (DUPLICATE=1) instead of charging again. The card lives in the request body for
 * the call only; nothing here logs it, and no error quotes a body.
 */
export function createPayflowProvider(options: PayflowOptions): CardProvider {
  const callTimeoutMs = options.callTimeoutMs ?? 15_000;

  async function send(
    requestId: string,
    fields: NameValuePairs,
    vpsRequestId = payflowIds(requestId).requestId,
  ): Promise<NameValuePairs> {
    let text: string;
    try {
      const response = await fetch(options.url(), {
        method: 'POST',
        headers: {
          'Content-Type': 'text/namevalue',
          'X-VPS-REQUEST-ID': vpsRequestId,
          'X-VPS-CLIENT-TIMEOUT': String(Math.max(1, Math.floor(callTimeoutMs / 1000))),
        },
        body: encodeNameValuePairs({
          PARTNER: options.partner,
          VENDOR: options.vendor,
          USER: options.user,
          PWD: options.password,
          VERBOSITY: 'HIGH',
          ...fields,
        }),
        signal: AbortSignal.timeout(callTimeoutMs),
      });
      // Payflow answers every transaction 200 with its RESULT; anything else is no answer.
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } catch {
      // No answer (timed out, the connection failed): whether Payflow acted is unknown.
      throw new ProviderTimeoutError(requestId);
    }
    const answer = decodeNameValuePairs(text);
    const result = Number(answer.RESULT);
    // Below zero is a communication error between Payflow and the processor: still unknown.
    if (!Number.isInteger(result) || result < 0) throw new ProviderTimeoutError(requestId);
    if (CREDENTIAL_RESULTS.has(result)) throw new PayflowRefusedError(result);
    return answer;
  }

  return {
    /**
     * Payflow has no dispute API: the processor's chargeback portal takes the evidence. It is
     * kept in the portal for finance to upload there, and never reported as sent.
     */
    submitDisputeEvidence: () => Promise.resolve('BY_HAND'),
    callTimeoutMs,
    async chargeCard(request: CardChargeRequest) {
      const { card } = request;
      const answer = await send(request.requestId, {
        TRXTYPE: request.amountCents > 0 ? 'S' : 'A',
        TENDER: 'C',
        ACCT: card.number,
        EXPDATE: expDate(card),
        CVV2: card.cvv,
        AMT: dollars(request.amountCents),
        CURRENCY: 'USD',
        CUSTREF: payflowIds(request.requestId).custref,
        BILLTOFIRSTNAME: await asciiName(card.firstName, PAYFLOW_NAME_MAX),
        BILLTOLASTNAME: await asciiName(card.lastName, PAYFLOW_NAME_MAX),
        BILLTOSTREET: card.address.address1,
        BILLTOCITY: card.address.city,
        BILLTOSTATE: card.address.state,
        BILLTOZIP: card.address.zipCode,
        BILLTOCOUNTRY: card.address.country,
      });
      const pnref = answer.PNREF ?? null;
      return normalised({
        result: Number(answer.RESULT),
        pnref,
        amountCents: request.amountCents,
        data: answerData(answer),
        // Payflow charges the card again by a reference transaction on this PNREF.
        stored: pnref
          ? {
              reference: pnref,
              brand: card.cardType,
              lastFour: card.number.slice(-4),
              expiresOn: expiresOn(expDate(card)),
            }
          : null,
      });
    },
    async chargeStored(request: StoredChargeRequest) {
      const answer = await send(request.requestId, {
        TRXTYPE: 'S',
        TENDER: 'C',
        ORIGID: request.reference,
        AMT: dollars(request.amountCents),
        CURRENCY: 'USD',
        CUSTREF: payflowIds(request.requestId).custref,
      });
      return normalised({
        result: Number(answer.RESULT),
        pnref: answer.PNREF ?? null,
        amountCents: request.amountCents,
        data: answerData(answer),
        stored: null,
      });
    },
    async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
      // A credit (TRXTYPE=C) against the sale's PNREF; its own request id de-duplicates it.
      const answer = await send(request.requestId, {
        TRXTYPE: 'C',
        TENDER: 'C',
        ORIGID: request.transactionId,
        AMT: dollars(request.amountCents),
        CURRENCY: 'USD',
      });
      const result = Number(answer.RESULT);
      return {
        status: result === PAYFLOW_APPROVED ? 'REFUNDED' : 'FAILED',
        transactionId: answer.PNREF ?? null,
        errorCode: result === PAYFLOW_APPROVED ? null : 'PAYMENT_ERROR',
        data: answerData(answer),
      };
    },
    async findResult(requestId: string) {
      // An inquiry is a read: its own request id is fresh, never the attempt's (which would
      // answer the attempt's first response again, not its state now).
      const answer = await send(
        requestId,
        { TRXTYPE: 'I', TENDER: 'C', CUSTREF: payflowIds(requestId).custref },
        randomUUID().replaceAll('-', ''),
      );
      const result = Number(answer.RESULT);
      if (result === PAYFLOW_NOT_FOUND) return null;
      if (result !== PAYFLOW_APPROVED) throw new PayflowRefusedError(result);
      const original = Number(answer.ORIGRESULT);
      const pnref = answer.ORIGPNREF ?? answer.PNREF ?? null;
      const transState = answer.TRANSSTATE === undefined ? undefined : Number(answer.TRANSSTATE);
      const cardType = CARD_TYPE_BY_CODE.get(answer.CARDTYPE ?? '');
      return normalised({
        result: original,
        pnref,
        amountCents: cents(answer.AMT),
        data: {
          ...answerData({ ...answer, RESULT: String(original) }),
          pnref,
          ...(transState === undefined ? {} : { transState }),
        },
        // What VERBOSITY=HIGH tells of the card: enough to charge it again later.
        stored:
          pnref && cardType && answer.ACCT && answer.EXPDATE
            ? {
                reference: pnref,
                brand: cardType,
                lastFour: answer.ACCT.slice(-4),
                expiresOn: expiresOn(answer.EXPDATE),
              }
            : null,
        transState,
      });
    },
  };
}
