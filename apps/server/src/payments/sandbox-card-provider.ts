import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { sandboxGatewayCharges, sandboxGatewayCredits } from './sandbox-tables';
import {
  PAYFLOW_APPROVED,
  PAYFLOW_SETTLED,
  PAYFLOW_SETTLEMENT_PENDING,
  payflowResultToError,
} from './payflow-result-codes';
import {
  DisputeEvidenceRefusedError,
  ProviderTimeoutError,
  refusesForGood,
  type CardChargeRequest,
  type CardProvider,
  type ProviderRefundRequest,
  type ProviderRefundResult,
  type ProviderResult,
  type StoredChargeRequest,
} from './payment-provider';

// The documented test cards (docs/enrollment-api.md). A listed decline number answers with its
// docs/product/error-catalogue.md result code; any other number is approved.
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  timeoutOnceThenApproved: '4000000000000104',
  alwaysTimeout: '4000000000009104',
  declined: {
    12: '4000000000000012',
    23: '4000000000000023',
    24: '4000000000000024',
    50: '4000000000000050',
    51: '4000000000000051',
    52: '4000000000000052',
    111: '4000000000000111',
    112: '4000000000000112',
    114: '4000000000000114',
  },
  /** Approved today; every later charge of the stored card is declined for insufficient funds. */
  laterInsufficientFunds: '4000000000000341',
} as const;

const DECLINE_CODE_BY_NUMBER = new Map<string, number>(
  Object.entries(SANDBOX_CARDS.declined).map(([code, number]) => [number, Number(code)]),
);

export interface SandboxCardProvider extends CardProvider {
  /** How many times money actually moved for a request id (0 or 1 when de-duplication works). */
  chargesFor(requestId: string): Promise<number>;
  /** Every charge that moved money, for tests and the bench to prove nothing was charged twice. */
  charges(): Promise<{ requestId: string; amountCents: number }[]>;
  /**
   * The sandbox's control panel, as a test card's bank would: what later charges of a stored card
   * answer from now on (0 approves, or a decline code of docs/product/error-catalogue.md).
   */
  setStoredOutcome(reference: string, resultCode: number): Promise<void>;
  /** A credit's result by our request id, or null when the gateway never received it. */
  findRefund(requestId: string): Promise<ProviderRefundResult | null>;
  /** How many cents the gateway has credited back on a charge, by its PNREF. */
  creditedOn(pnref: string): Promise<number>;
}

/** Payflow's RESULT for a credit above what is left of the original charge. */
export const PAYFLOW_CREDIT_ERROR = 105;
/** Payflow's RESULT when the ORIGID names no transaction of ours. */
const PAYFLOW_ORIGINAL_NOT_FOUND = 19;

type CreditRow = typeof sandboxGatewayCredits.$inferSelect;

function refundResultOf(row: CreditRow): ProviderRefundResult {
  const approved = row.resultCode === PAYFLOW_APPROVED;
  return {
    status: approved ? 'REFUNDED' : 'FAILED',
    transactionId: row.pnref,
    errorCode: approved ? null : 'PAYMENT_ERROR',
    data: { result: row.resultCode, pnref: row.pnref, origid: row.origPnref },
  };
}

type ChargeRow = typeof sandboxGatewayCharges.$inferSelect;

/**
 * The end of the settlement batch a capture made at `at` goes into: the gateway closes the day's
 * batch at midnight UTC and settles every capture in it.
 */
export function settlementBatchCloses(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

function resultOf(row: ChargeRow, now: Date): ProviderResult {
  const approved = row.resultCode === PAYFLOW_APPROVED;
  const captured = approved && row.amountCents > 0;
  const settled = captured && now >= row.settlesAt;
  return {
    status: approved ? (captured ? 'CAPTURED' : 'AUTHORIZED') : 'FAILED',
    transactionId: row.pnref,
    errorCode: approved ? null : payflowResultToError(row.resultCode),
    responseCode: row.resultCode,
    data: {
      result: row.resultCode,
      pnref: row.pnref,
      ...(captured ? { transState: settled ? PAYFLOW_SETTLED : PAYFLOW_SETTLEMENT_PENDING } : {}),
    },
    ...(settled ? { settled } : {}),
    // Payflow charges a card again by a reference transaction on an approved one's PNREF.
    stored:
      approved && row.cardType
        ? {
            reference: row.reference ?? row.pnref,
            brand: row.cardType,
            lastFour: row.lastFour,
            expiresOn: row.expiresOn,
          }
        : null,
  };
}

const PNREF_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A PNREF as Payflow issues it: 12 alphanumeric characters (the sandbox's start with SBX). The
 * demo seed makes its cards' PNREFs here too, so a reference transaction finds them.
 */
export const newSandboxPnref = () =>
  `SBX${Array.from(randomBytes(9), (byte) => PNREF_DIGITS[byte % PNREF_DIGITS.length]).join('')}`;

/**
 * A real implementation of the card port, as a gateway's test mode is. It keeps what it was asked
 * in its own table (standing in for the gateway's records, which outlive our process), so an
 * inquiry after a restart answers truthfully. Like a gateway it settles the day's captures in one
 * batch, closed at midnight UTC by the clock: an inquiry then reports them settled. It de-duplicates by request id like the real
 * gateways, the primary key deciding between concurrent requests, and its timeouts are immediate
 * so tests never wait. The rows are the gateway's, not a tenant's: they are found by our request
 * id alone. It keeps a card's brand, last four and expiry, never its number.
 */
/**
 * `disputesUrl` is the sandbox's dispute desk (sandbox-dispute-routes.ts), where evidence goes;
 * without it (a test's own provider) evidence cannot be sent.
 */
export function createSandboxCardProvider(
  db: Database,
  clock: Clock,
  disputesUrl?: () => string,
): SandboxCardProvider {
  async function find(requestId: string) {
    const [row] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.requestId, requestId));
    return row;
  }
  const findResult = async (requestId: string) => {
    const row = await find(requestId);
    return row ? resultOf(row, clock.now()) : null;
  };

  /** Records a request once; a concurrent request with the same id recorded first wins. */
  async function record(row: Omit<typeof sandboxGatewayCharges.$inferInsert, 'settlesAt'>) {
    const [recorded] = await db
      .insert(sandboxGatewayCharges)
      .values({ ...row, settlesAt: settlementBatchCloses(clock.now()) })
      .onConflictDoNothing()
      .returning();
    return recorded ?? (await find(row.requestId))!;
  }

  async function findCredit(requestId: string) {
    const [row] = await db
      .select()
      .from(sandboxGatewayCredits)
      .where(eq(sandboxGatewayCredits.requestId, requestId));
    return row;
  }
  async function creditedOn(pnref: string) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${sandboxGatewayCredits.amountCents}), 0)::int` })
      .from(sandboxGatewayCredits)
      .where(
        and(
          eq(sandboxGatewayCredits.origPnref, pnref),
          eq(sandboxGatewayCredits.resultCode, PAYFLOW_APPROVED),
        ),
      );
    return Number(row?.total ?? 0);
  }

  /**
   * A credit (Payflow TRXTYPE=C with ORIGID): gives back part of an approved capture, never more
   * than what the earlier credits on it left. A request id seen before answers its first result.
   */
  async function refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
    const known = await findCredit(request.requestId);
    if (known) return refundResultOf(known);
    const [original] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.pnref, request.transactionId));
    const captured =
      original && original.resultCode === PAYFLOW_APPROVED && original.amountCents > 0;
    const left = captured ? original.amountCents - (await creditedOn(original.pnref)) : 0;
    const resultCode = !captured
      ? PAYFLOW_ORIGINAL_NOT_FOUND
      : request.amountCents > left || request.amountCents <= 0
        ? PAYFLOW_CREDIT_ERROR
        : PAYFLOW_APPROVED;
    await db
      .insert(sandboxGatewayCredits)
      .values({
        requestId: request.requestId,
        origPnref: request.transactionId,
        amountCents: request.amountCents,
        resultCode,
        pnref: newSandboxPnref(),
        createdAt: clock.now(),
      })
      .onConflictDoNothing();
    return refundResultOf((await findCredit(request.requestId))!);
  }

  return {
    refund,
    creditedOn,
    /** The sandbox gateway's own dispute API: the evidence goes on its dispute, under review. */
    async submitDisputeEvidence({ gatewayDisputeId, text, fileReference }) {
      if (!disputesUrl) throw new Error('the sandbox card gateway has no dispute desk here');
      const url = `${disputesUrl()}/disputes/${encodeURIComponent(gatewayDisputeId)}/evidence`;
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'sandbox-card' },
        body: JSON.stringify({ text, fileReference }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await answer.json().catch(() => null)) as {
        global?: { code?: string; message?: string }[];
      } | null;
      if (refusesForGood(answer.status)) {
        const refusal = body?.global?.[0];
        throw new DisputeEvidenceRefusedError(
          [refusal?.code, refusal?.message].filter(Boolean).join(': ') || `HTTP ${answer.status}`,
        );
      }
      if (!answer.ok) {
        throw new Error(`the sandbox card gateway refused the evidence (${answer.status})`);
      }
      return 'SENT';
    },
    async findRefund(requestId) {
      const row = await findCredit(requestId);
      return row ? refundResultOf(row) : null;
    },
    // Its timeouts are immediate, but it stands in for a gateway whose calls may take this long.
    callTimeoutMs: 15_000,
    async chargeCard(request: CardChargeRequest) {
      const known = await find(request.requestId);
      if (known) return resultOf(known, clock.now());
      const { card } = request;
      if (card.number === SANDBOX_CARDS.alwaysTimeout) {
        throw new ProviderTimeoutError(request.requestId);
      }
      const recorded = await record({
        requestId: request.requestId,
        amountCents: request.amountCents,
        resultCode: DECLINE_CODE_BY_NUMBER.get(card.number) ?? PAYFLOW_APPROVED,
        pnref: newSandboxPnref(),
        cardType: card.cardType,
        lastFour: card.number.slice(-4),
        expiresOn: `${card.expireYear.length === 2 ? `20${card.expireYear}` : card.expireYear}-${card.expireMonth}`,
        storedResultCode:
          card.number === SANDBOX_CARDS.laterInsufficientFunds ? 50 : PAYFLOW_APPROVED,
      });
      // The charge went through but its answer is lost on the way back, once.
      if (card.number === SANDBOX_CARDS.timeoutOnceThenApproved) {
        throw new ProviderTimeoutError(request.requestId);
      }
      return resultOf(recorded, clock.now());
    },
    async chargeStored(request: StoredChargeRequest) {
      // One statement for the usual case, as the billing run charges many: the charge is recorded
      // from the original card's row; a request id seen before answers its first result.
      const original = alias(sandboxGatewayCharges, 'original');
      const now = clock.now();
      const [recorded] = await db
        .insert(sandboxGatewayCharges)
        .select(
          db
            .select({
              requestId: sql`${request.requestId}`.as('request_id'),
              amountCents: sql`${request.amountCents}::int`.as('amount_cents'),
              resultCode: original.storedResultCode,
              pnref: sql`${newSandboxPnref()}`.as('pnref'),
              custref: sql`null::text`.as('custref'),
              reference: original.pnref,
              cardType: original.cardType,
              lastFour: original.lastFour,
              expiresOn: original.expiresOn,
              storedResultCode: sql`null::int`.as('stored_result_code'),
              settlesAt: sql`${settlementBatchCloses(now).toISOString()}::timestamptz`.as(
                'settles_at',
              ),
            })
            .from(original)
            .where(and(eq(original.pnref, request.reference), isNull(original.reference))),
        )
        .onConflictDoNothing()
        .returning();
      if (recorded) return resultOf(recorded, now);
      const known = await find(request.requestId);
      if (known) return resultOf(known, clock.now());
      // A reference the gateway never issued is an invalid account, as Payflow answers.
      return resultOf(
        await record({
          requestId: request.requestId,
          amountCents: request.amountCents,
          resultCode: 23,
          pnref: newSandboxPnref(),
          reference: request.reference,
        }),
        now,
      );
    },
    findResult,
    async setStoredOutcome(reference, resultCode) {
      await db
        .update(sandboxGatewayCharges)
        .set({ storedResultCode: resultCode })
        .where(eq(sandboxGatewayCharges.pnref, reference));
    },
    async chargesFor(requestId) {
      const rows = await db
        .select()
        .from(sandboxGatewayCharges)
        .where(
          and(
            eq(sandboxGatewayCharges.requestId, requestId),
            eq(sandboxGatewayCharges.resultCode, PAYFLOW_APPROVED),
          ),
        );
      return rows.length;
    },
    charges: () =>
      db
        .select({
          requestId: sandboxGatewayCharges.requestId,
          amountCents: sandboxGatewayCharges.amountCents,
        })
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.resultCode, PAYFLOW_APPROVED)),
  };
}
