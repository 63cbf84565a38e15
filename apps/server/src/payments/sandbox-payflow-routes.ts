import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CardType } from '@portal/domain/ledger/card-type';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import {
  decodeNameValuePairs,
  encodeNameValuePairs,
  type NameValuePairs,
} from './name-value-pairs';
import { PAYFLOW_APPROVED } from './payflow-result-codes';
import { PAYFLOW_CARD_TYPES, PAYFLOW_NOT_FOUND } from './payflow-provider';
import { ProviderTimeoutError, type ProviderResult } from './payment-provider';
import { createSandboxCardProvider } from './sandbox-card-provider';
import { sandboxGatewayCharges } from './sandbox-tables';

/** Where the sandbox Payflow answers; PAYFLOW_URL's default points here. */
export const SANDBOX_PAYFLOW_PREFIX = '/sandbox-payflow';

export interface PayflowCredentials {
  partner: string;
  vendor: string;
  user: string;
  password: string;
}

/** The sandbox Payflow's own login, which PAYFLOW_* default to. */
export const SANDBOX_PAYFLOW_CREDENTIALS: PayflowCredentials = {
  partner: 'PayPal',
  vendor: 'sandbox-vendor',
  user: 'sandbox-vendor',
  password: 'sandbox-password',
};

// Payflow's RESPMSG for the results the sandbox answers.
const RESPONSE_MESSAGES: Readonly<Record<number, string>> = {
  0: 'Approved',
  1: 'User authentication failed',
  4: 'Invalid amount',
  7: 'Field format error',
  12: 'Declined',
  19: 'Original transaction ID not found',
  23: 'Invalid account number',
  24: 'Invalid expiration date',
  50: 'Insufficient funds available',
  51: 'Exceeds per transaction limit',
  52: 'Insufficient permissions to perform transaction',
  111: 'Capture error',
  112: 'Failed AVS check',
  105: 'Credit error',
  114: 'CVV2 Mismatch',
};

// Hidden from /openapi.json: it is another site's API (Payflow's), not ours.
const hidden = { schema: { hide: true } };
const MONEY = /^\d{1,7}\.\d{2}$/;
const cents = (amount: string) => Math.round(Number(amount) * 100);

function answer(reply: FastifyReply, pairs: NameValuePairs) {
  return reply.type('text/namevalue').send(encodeNameValuePairs(pairs));
}

const failure = (result: number, detail?: string) => ({
  RESULT: String(result),
  RESPMSG: detail ? `${RESPONSE_MESSAGES[result]}: ${detail}` : RESPONSE_MESSAGES[result]!,
});

/** A sale's, verification's or reference transaction's answer, as Payflow words it. */
function transactionAnswer(result: ProviderResult, verification: boolean): NameValuePairs {
  const approved = result.responseCode === PAYFLOW_APPROVED;
  return {
    RESULT: String(result.responseCode),
    PNREF: result.transactionId ?? '',
    RESPMSG:
      approved && verification
        ? 'Verified'
        : (RESPONSE_MESSAGES[result.responseCode] ?? 'Declined'),
    ...(approved ? { AUTHCODE: '010101', CVV2MATCH: 'Y', AVSADDR: 'Y', AVSZIP: 'Y' } : {}),
  };
}

/**
 * A Payflow Pro of our own for the demo and the tests (docs/payment-gateways.md): the HTTPS
 * name-value API the Payflow adapter speaks (sale, zero-amount verification, reference
 * transaction, inquiry by CUSTREF or ORIGID), answered by the sandbox card provider over its own
 * table, with its test cards. Like Payflow it de-duplicates by X-VPS-REQUEST-ID and answers a
 * repeat with the first response and DUPLICATE=1; a test card whose answer is lost closes the
 * connection without answering.
 */
export async function sandboxPayflowRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; credentials: PayflowCredentials },
) {
  const { db, clock, credentials } = options;
  const gateway = createSandboxCardProvider(db, clock);
  // Scoped to this plugin. A body that does not parse is answered as Payflow does, never quoted:
  // it holds a card number.
  app.addContentTypeParser('text/namevalue', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, decodeNameValuePairs(String(body)));
    } catch {
      done(null, null);
    }
  });

  const row = async (where: ReturnType<typeof eq>) => {
    const [found] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(where)
      .orderBy(desc(sandboxGatewayCharges.settlesAt))
      .limit(1);
    return found;
  };
  const keepCustref = (requestId: string, custref: string | undefined) =>
    custref
      ? db
          .update(sandboxGatewayCharges)
          .set({ custref })
          .where(
            and(
              eq(sandboxGatewayCharges.requestId, requestId),
              isNull(sandboxGatewayCharges.custref),
            ),
          )
      : undefined;

  /** TRXTYPE=I: the original transaction's result and state, found by CUSTREF or ORIGID. */
  async function inquiry(fields: NameValuePairs): Promise<NameValuePairs> {
    if (!fields.ORIGID && !fields.CUSTREF) return failure(7, 'ORIGID or CUSTREF');
    const original = await row(
      fields.ORIGID
        ? eq(sandboxGatewayCharges.pnref, fields.ORIGID)
        : eq(sandboxGatewayCharges.custref, fields.CUSTREF!),
    );
    const result = original && (await gateway.findResult(original.requestId));
    if (!original || !result) return failure(PAYFLOW_NOT_FOUND);
    const transState = result.data.transState;
    return {
      RESULT: String(PAYFLOW_APPROVED),
      PNREF: original.pnref,
      ORIGPNREF: original.pnref,
      ORIGRESULT: String(original.resultCode),
      RESPMSG: RESPONSE_MESSAGES[original.resultCode] ?? 'Declined',
      // Account verifications and declines move no money: TRANSSTATE 0 and 1.
      TRANSSTATE: String(transState ?? (original.resultCode === PAYFLOW_APPROVED ? 0 : 1)),
      AMT: (original.amountCents / 100).toFixed(2),
      ...(original.cardType && original.lastFour && original.expiresOn
        ? {
            ACCT: original.lastFour,
            EXPDATE: `${original.expiresOn.slice(5, 7)}${original.expiresOn.slice(2, 4)}`,
            CARDTYPE: PAYFLOW_CARD_TYPES[original.cardType as CardType],
          }
        : {}),
      ...(original.custref ? { CUSTREF: original.custref } : {}),
    };
  }

  /** TRXTYPE=S or A: a card sale or verification, or (with ORIGID) a reference transaction. */
  async function transaction(requestId: string, fields: NameValuePairs) {
    const verification = fields.TRXTYPE === 'A';
    const amount = fields.AMT ?? '';
    if (!MONEY.test(amount) || (verification ? cents(amount) !== 0 : cents(amount) <= 0)) {
      return failure(4);
    }
    if (fields.ORIGID && !verification) {
      return transactionAnswer(
        await gateway.chargeStored({
          requestId,
          amountCents: cents(amount),
          reference: fields.ORIGID,
        }),
        false,
      );
    }
    const expdate = fields.EXPDATE ?? '';
    const cardType = detectCardType(fields.ACCT ?? '');
    if (fields.TENDER !== 'C' || !/^\d{12,19}$/.test(fields.ACCT ?? '') || !cardType) {
      return failure(23);
    }
    if (!/^(0[1-9]|1[0-2])\d{2}$/.test(expdate)) return failure(24);
    // Bill-to names of up to 30 English letters, as docs/payment-gateways.md "Names" reads Payflow.
    for (const name of ['BILLTOFIRSTNAME', 'BILLTOLASTNAME'] as const) {
      if (!/^[A-Za-z '.-]{0,30}$/.test(fields[name] ?? '')) return failure(7, name);
    }
    return transactionAnswer(
      await gateway.chargeCard({
        requestId,
        amountCents: cents(amount),
        card: {
          number: fields.ACCT!,
          expireMonth: expdate.slice(0, 2),
          expireYear: `20${expdate.slice(2, 4)}`,
          cvv: fields.CVV2 ?? '',
          cardType,
          firstName: fields.BILLTOFIRSTNAME ?? '',
          lastName: fields.BILLTOLASTNAME ?? '',
          address: {
            address1: fields.BILLTOSTREET ?? '',
            city: fields.BILLTOCITY ?? '',
            state: fields.BILLTOSTATE ?? '',
            country: fields.BILLTOCOUNTRY ?? '',
            zipCode: fields.BILLTOZIP ?? '',
          },
        },
      }),
      verification,
    );
  }

  /**
   * TRXTYPE=C with ORIGID: a credit of part or all of an approved sale (a refund). A request id
   * seen before answers its first response with DUPLICATE=1.
   */
  async function credit(requestId: string, fields: NameValuePairs): Promise<NameValuePairs> {
    const known = await gateway.findRefund(requestId);
    if (known) return { ...creditAnswer(known.data), DUPLICATE: '1' };
    if (!fields.ORIGID) return failure(7, 'ORIGID');
    const amount = fields.AMT ?? '';
    if (!MONEY.test(amount) || cents(amount) <= 0) return failure(4);
    const result = await gateway.refund({
      requestId,
      transactionId: fields.ORIGID,
      amountCents: cents(amount),
      data: null,
    });
    return creditAnswer(result.data);
  }

  app.post(SANDBOX_PAYFLOW_PREFIX, hidden, async (request, reply) => {
    const fields = request.body as NameValuePairs | null;
    const requestId = request.headers['x-vps-request-id'];
    if (!fields || typeof requestId !== 'string' || !/^[\x21-\x7e]{1,32}$/.test(requestId)) {
      return answer(reply, failure(7));
    }
    if (
      fields.PARTNER !== credentials.partner ||
      fields.VENDOR !== credentials.vendor ||
      fields.USER !== credentials.user ||
      fields.PWD !== credentials.password
    ) {
      return answer(reply, failure(1));
    }
    if (fields.TRXTYPE === 'I') return answer(reply, await inquiry(fields));
    if (fields.TRXTYPE === 'C') return answer(reply, await credit(requestId, fields));
    if (fields.TRXTYPE !== 'S' && fields.TRXTYPE !== 'A')
      return answer(reply, failure(7, 'TRXTYPE'));
    // A request id seen before answers its first response, whatever this request says.
    const known = await gateway.findResult(requestId);
    if (known) {
      return answer(reply, {
        ...transactionAnswer(known, known.status === 'AUTHORIZED'),
        DUPLICATE: '1',
      });
    }
    let answered: NameValuePairs | null;
    try {
      answered = await transaction(requestId, fields);
    } catch (error) {
      if (!(error instanceof ProviderTimeoutError)) throw error;
      answered = null;
    }
    // Kept before answering, so an inquiry sent on the answer finds it.
    await keepCustref(requestId, fields.CUSTREF);
    if (!answered) {
      // The test card's answer is lost on the way back: the connection closes unanswered.
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    return answer(reply, answered);
  });
}

/** A credit's answer, as Payflow words it. */
function creditAnswer(data: Record<string, unknown>): NameValuePairs {
  const result = Number(data.result);
  return {
    RESULT: String(result),
    PNREF: String(data.pnref ?? ''),
    RESPMSG: RESPONSE_MESSAGES[result] ?? 'Declined',
  };
}

/** The card type Payflow's processor reads from the number (the test cards are all Visa). */
function detectCardType(number: string): CardType | undefined {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMERICAN_EXPRESS';
  if (/^6(011|5)/.test(number)) return 'DISCOVER';
  return undefined;
}
