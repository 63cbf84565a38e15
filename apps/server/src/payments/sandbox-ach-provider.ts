import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ErrorCode } from '@portal/domain/errors/error-code';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { sandboxAchCredits, sandboxAchDebits } from './sandbox-tables';
import {
  BANK_ACCOUNT_BRAND,
  type AchProvider,
  type ProviderRefundResult,
  type ProviderResult,
  type StoredChargeRequest,
} from './payment-provider';

// The documented test accounts (docs/billing.md), the magic numbers Stripe's ACH test mode uses:
// any valid routing number (110000000 is one); the account number decides what the bank answers.
export const SANDBOX_BANK_ACCOUNTS = {
  routingNumber: '110000000',
  settles: '000123456789',
  insufficientFunds: '000111111111',
  accountClosed: '000111111113',
  noAccount: '000111111116',
  /** Settles, then is returned three days later (R10: the payer says they never authorised it). */
  returnedAfterSettling: '000333333335',
  /** Debits settle; a credit back to it is returned (R02: the account was closed since). */
  closesBeforeRefund: '000111111114',
} as const;

const OUTCOME_BY_ACCOUNT = new Map<string, string>([
  [SANDBOX_BANK_ACCOUNTS.insufficientFunds, 'R01'],
  [SANDBOX_BANK_ACCOUNTS.accountClosed, 'R02'],
  [SANDBOX_BANK_ACCOUNTS.noAccount, 'R03'],
]);

/** The bank answers two banking days later; the sandbox counts calendar days. */
export const ACH_ANSWER_AFTER_MS = 2 * 86_400_000;

/** A return after settlement comes this long after the debit settled. */
export const LATE_RETURN_AFTER_MS = 3 * 86_400_000;

// NACHA return codes, in the catalogue's words. Only the ACH adapter reads them.
const RETURN_ERRORS: Readonly<Record<string, ErrorCode>> = {
  R01: 'CARD_INSUFFICIENT_FUNDS', // 'Insufficient funds available in account'
  R02: 'CARD_INVALID_ACCOUNT_NUMBER', // account closed: 'Invalid account number'
  R03: 'CARD_INVALID_ACCOUNT_NUMBER', // no account: 'Invalid account number'
  R10: 'PAYMENT_DECLINED', // the payer told their bank the debit was not authorised
};

type DebitRow = typeof sandboxAchDebits.$inferSelect;

/**
 * An id of `count` random digits. A debit's trace is 15 digits, as an ACH trace number is; traces
 * and mandates are numeric because the sandbox Authorize.Net answers with them as its transaction
 * and customer profile ids, which Authorize.Net's schema types as numeric strings.
 */
const randomDigits = (count: number) =>
  (randomBytes(8).readBigUInt64BE() % 10n ** BigInt(count)).toString().padStart(count, '0');

/** The return code of a debit the bank has returned by `now`, or null. */
function returnCodeOf(row: DebitRow, now: Date): string | null {
  if (now < row.answersAt) return null;
  if (row.outcome !== 'SETTLE') return row.outcome;
  return row.lateReturnAt && now >= row.lateReturnAt ? row.lateReturnCode : null;
}

/**
 * What the bank's report says of its transfers (payments/sandbox-settlement-file.ts): when a
 * debit was returned, if it has been by `now`, and the same of a credit.
 */
export function sandboxDebitReturnedAt(row: DebitRow, now: Date): Date | null {
  if (returnCodeOf(row, now) === null) return null;
  return row.outcome === 'SETTLE' ? row.lateReturnAt : row.answersAt;
}

export function sandboxCreditReturnedAt(row: CreditRow, now: Date): Date | null {
  return RETURNED_CREDIT.has(row.outcome) && now >= row.answersAt ? row.answersAt : null;
}

function resultOf(row: DebitRow, now: Date): ProviderResult {
  const stored = {
    reference: row.mandate,
    brand: BANK_ACCOUNT_BRAND,
    lastFour: row.lastFour,
    expiresOn: null,
  };
  const data = { trace: row.trace, outcome: now < row.answersAt ? 'PENDING' : row.outcome };
  if (now < row.answersAt) {
    return {
      status: 'PROCESSING',
      transactionId: row.trace,
      errorCode: null,
      responseCode: 0,
      data,
      stored,
    };
  }
  const returnCode = returnCodeOf(row, now);
  if (returnCode === null) {
    return {
      status: 'CAPTURED',
      transactionId: row.trace,
      errorCode: null,
      responseCode: 0,
      data,
      stored,
    };
  }
  return {
    status: 'FAILED',
    transactionId: row.trace,
    returnedAt: sandboxDebitReturnedAt(row, now)!,
    errorCode: RETURN_ERRORS[returnCode] ?? 'INVALID_PAYMENT_REQUISITES',
    responseCode: 0,
    data: { ...data, outcome: returnCode, returnCode },
    stored: null,
  };
}

type CreditRow = typeof sandboxAchCredits.$inferSelect;

/** The outcomes of a credit the bank took and later returned (not refused at once). */
const RETURNED_CREDIT = new Set(['R02']);

/**
 * A credit is on its way until the bank answers; then it settled, or came back (returned). One
 * the bank would not take is refused at once.
 */
function creditResultOf(row: CreditRow, now: Date): ProviderRefundResult {
  const answered = now >= row.answersAt;
  const data = {
    trace: row.trace,
    debitTrace: row.debitTrace,
    outcome: answered ? row.outcome : 'PENDING',
  };
  if (row.outcome !== 'SETTLE' && (answered || !RETURNED_CREDIT.has(row.outcome))) {
    const returned = RETURNED_CREDIT.has(row.outcome);
    return {
      status: 'FAILED',
      transactionId: row.trace,
      errorCode: 'PAYMENT_ERROR',
      data,
      ...(returned ? { returned, answeredAt: row.answersAt } : {}),
    };
  }
  return {
    status: answered ? 'REFUNDED' : 'PROCESSING',
    transactionId: row.trace,
    errorCode: null,
    data,
    ...(answered ? { answeredAt: row.answersAt } : {}),
  };
}

/**
 * The ACH port's sandbox, standing in for the bank's side: each debit is recorded under our
 * request id (a repeat answers the first), answered PROCESSING, and settled or returned two days
 * later by the clock, as the documented account numbers say. A mandate charges the same account
 * again for a plan's later periods, with the same outcome.
 */
/** `answerAfterMs` shortens the bank's delay for demonstrations and browser journeys. */
export function createSandboxAchProvider(
  db: Database,
  clock: Clock,
  answerAfterMs = ACH_ANSWER_AFTER_MS,
): AchProvider {
  async function find(requestId: string) {
    const [row] = await db
      .select()
      .from(sandboxAchDebits)
      .where(eq(sandboxAchDebits.requestId, requestId));
    return row;
  }

  async function record(row: Omit<DebitRow, 'trace' | 'answersAt' | 'createdAt' | 'lateReturnAt'>) {
    const now = clock.now();
    const answersAt = new Date(now.getTime() + answerAfterMs);
    await db
      .insert(sandboxAchDebits)
      .values({
        ...row,
        trace: randomDigits(15),
        answersAt,
        lateReturnAt: row.lateReturnCode
          ? new Date(answersAt.getTime() + LATE_RETURN_AFTER_MS)
          : null,
        createdAt: now,
      })
      .onConflictDoNothing();
    return resultOf((await find(row.requestId))!, now);
  }

  return {
    callTimeoutMs: 15_000,
    async debit({ requestId, amountCents, account }) {
      return record({
        requestId,
        amountCents,
        mandate: randomDigits(12),
        lastFour: account.accountNumber.slice(-4),
        outcome: OUTCOME_BY_ACCOUNT.get(account.accountNumber) ?? 'SETTLE',
        lateReturnCode:
          account.accountNumber === SANDBOX_BANK_ACCOUNTS.returnedAfterSettling ? 'R10' : null,
        closesBeforeRefund: account.accountNumber === SANDBOX_BANK_ACCOUNTS.closesBeforeRefund,
      });
    },
    async chargeStored({ requestId, amountCents, reference }: StoredChargeRequest) {
      const [mandate] = await db
        .select()
        .from(sandboxAchDebits)
        .where(eq(sandboxAchDebits.mandate, reference))
        .limit(1);
      return record({
        requestId,
        amountCents,
        mandate: reference,
        lastFour: mandate?.lastFour ?? '0000',
        // A mandate the bank never saw is an account that does not exist.
        outcome: mandate?.outcome ?? 'R03',
        lateReturnCode: mandate?.lateReturnCode ?? null,
        closesBeforeRefund: mandate?.closesBeforeRefund ?? false,
      });
    },
    async findResult(requestId) {
      const row = await find(requestId);
      return row ? resultOf(row, clock.now()) : null;
    },
    /**
     * A credit back to the account a settled debit took from (its trace): PROCESSING, settled as
     * a debit is, later. Refused at once when no such debit settled, or for more than it left.
     */
    async refund({ requestId, transactionId, amountCents }) {
      const now = clock.now();
      const [debit] = await db
        .select()
        .from(sandboxAchDebits)
        .where(eq(sandboxAchDebits.trace, transactionId));
      const [credited] = await db
        .select({ total: sql<number>`coalesce(sum(${sandboxAchCredits.amountCents}), 0)::int` })
        .from(sandboxAchCredits)
        .where(
          and(
            eq(sandboxAchCredits.debitTrace, transactionId),
            eq(sandboxAchCredits.outcome, 'SETTLE'),
          ),
        );
      const settled = debit && returnCodeOf(debit, now) === null && now >= debit.answersAt;
      const left = settled ? debit.amountCents - Number(credited?.total ?? 0) : 0;
      const outcome = !settled
        ? 'NO_DEBIT'
        : amountCents > left
          ? 'OVER'
          : debit.closesBeforeRefund
            ? 'R02'
            : 'SETTLE';
      await db
        .insert(sandboxAchCredits)
        .values({
          requestId,
          debitTrace: transactionId,
          amountCents,
          trace: randomDigits(15),
          outcome,
          answersAt: new Date(now.getTime() + answerAfterMs),
          createdAt: now,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(sandboxAchCredits)
        .where(eq(sandboxAchCredits.requestId, requestId));
      return creditResultOf(row!, now);
    },
  };
}
