import { z } from 'zod';
import { freeTextSchema } from '../validation/fields';

// Payment reconciliation (docs/reconciliation.md): each gateway's daily settlement file matched
// line by line to the ledger by the gateway's transaction id, and finance's queue of what did not.

/** The gateways that publish a settlement file the portal imports. */
export const SETTLEMENT_GATEWAYS = ['card', 'paypal', 'bank'] as const;
export const settlementGatewaySchema = z.enum(SETTLEMENT_GATEWAYS);
export type SettlementGateway = z.infer<typeof settlementGatewaySchema>;

/**
 * What a line moved: a payment, money given back, a dispute's debit (`chargeback`) and, when the
 * dispute is won, its credit back (`chargeback_reversal`), and a bank's return of a debit or of a
 * credit (`return`, naming the transfer it returns).
 */
export const SETTLEMENT_LINE_TYPES = [
  'charge',
  'refund',
  'chargeback',
  'chargeback_reversal',
  'return',
] as const;
export type SettlementLineType = (typeof SETTLEMENT_LINE_TYPES)[number];

/** One line of a settlement file, read; or the raw text of a line that could not be read. */
export type SettlementLine =
  | {
      transactionId: string;
      type: SettlementLineType;
      amountCents: number;
      currency: string;
      feeCents: number | null;
    }
  | { unreadable: string };

/** What the ledger holds for a gateway's day: one entry per transaction the gateway should list. */
export interface LedgerLine {
  transactionId: string;
  type: SettlementLineType;
  amountCents: number;
  tenantId: string;
  orderId: string;
}

export const RECONCILIATION_ITEM_KINDS = [
  'MISSING_IN_FILE',
  'EXTRA_IN_FILE',
  'AMOUNT_DIFFERS',
  'UNREADABLE_LINE',
  'STILL_PENDING',
] as const;
export const reconciliationItemKindSchema = z.enum(RECONCILIATION_ITEM_KINDS);
export type ReconciliationItemKind = z.infer<typeof reconciliationItemKindSchema>;

export interface ReconciliationMismatch {
  kind: ReconciliationItemKind;
  transactionId: string | null;
  file: SettlementLine | null;
  ledger: LedgerLine | null;
}

const keyOf = (line: { transactionId: string; type: SettlementLineType }) =>
  `${line.type}:${line.transactionId}`;

/**
 * Matches a day's file to the ledger by the gateway's transaction id (and the line's type: a
 * refund may carry its charge's id at some gateways). A line the ledger does not hold is extra; a
 * ledger entry no line names is missing; the same id with another amount differs; a line that
 * could not be read is kept as it came. A second line for the same id is extra. An empty result is
 * a matched day.
 */
export function matchSettlementDay(
  file: readonly SettlementLine[],
  ledger: readonly LedgerLine[],
): ReconciliationMismatch[] {
  const expected = new Map(ledger.map((entry) => [keyOf(entry), entry]));
  const seen = new Set<string>();
  const mismatches: ReconciliationMismatch[] = [];
  for (const line of file) {
    if ('unreadable' in line) {
      mismatches.push({ kind: 'UNREADABLE_LINE', transactionId: null, file: line, ledger: null });
      continue;
    }
    const key = keyOf(line);
    const entry = expected.get(key);
    if (!entry || seen.has(key)) {
      mismatches.push({
        kind: 'EXTRA_IN_FILE',
        transactionId: line.transactionId,
        file: line,
        ledger: null,
      });
      continue;
    }
    seen.add(key);
    if (entry.amountCents !== line.amountCents) {
      mismatches.push({
        kind: 'AMOUNT_DIFFERS',
        transactionId: line.transactionId,
        file: line,
        ledger: entry,
      });
    }
  }
  for (const [key, entry] of expected) {
    if (!seen.has(key)) {
      mismatches.push({
        kind: 'MISSING_IN_FILE',
        transactionId: entry.transactionId,
        file: null,
        ledger: entry,
      });
    }
  }
  return mismatches;
}

/**
 * How long a refund may stay on its way (a bank credit, an eCheck-funded PayPal refund) before the
 * import of the day its window runs out flags it STILL_PENDING: PayPal's eCheck clears within
 * about six banking days and a bank credit within two, so ten calendar days is a refund that is
 * stuck, not slow.
 */
export const PENDING_REFUND_WINDOW_DAYS = 10;

/** 'YYYY-MM-DD', a UTC calendar day. */
export const settlementDaySchema = z.iso.date();

/** How many days a night's import goes back for, when nights before it did not run (a server down). */
export const IMPORT_CATCH_UP_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The days a night's import reads a gateway's file for, oldest first: every day after the last one
 * imported up to yesterday, at most the IMPORT_CATCH_UP_DAYS latest; yesterday alone for a gateway
 * never imported (the ledger's history before reconciliation began is not read back).
 */
export function daysToImport(lastImported: string | null, yesterday: string): string[] {
  if (lastImported === null) return [yesterday];
  const first = [
    dayAfter(lastImported, 1),
    dayAfter(yesterday, 1 - IMPORT_CATCH_UP_DAYS),
  ].sort()[1]!;
  const days: string[] = [];
  for (let day = first; day <= yesterday; day = dayAfter(day, 1)) days.push(day);
  return days;
}

// The staff console's shapes.

export const reconciliationLineViewSchema = z.object({
  type: z.string(),
  amountCents: z.number().int(),
  currency: z.string().optional(),
  feeCents: z.number().int().nullable().optional(),
});

export const reconciliationItemViewSchema = z.object({
  id: z.uuid(),
  kind: reconciliationItemKindSchema,
  transactionId: z.string().nullable(),
  tenantId: z.string().nullable(),
  file: reconciliationLineViewSchema.nullable(),
  fileText: z.string().nullable(),
  ledger: reconciliationLineViewSchema.nullable(),
  resolution: z.object({ reason: z.string(), by: z.string(), at: z.iso.datetime() }).nullable(),
});
export type ReconciliationItemView = z.infer<typeof reconciliationItemViewSchema>;

export const reconciliationDayViewSchema = z.object({
  id: z.uuid(),
  gateway: settlementGatewaySchema,
  day: z.string(),
  lines: z.number().int(),
  toReview: z.number().int(),
  items: z.array(reconciliationItemViewSchema),
});
export type ReconciliationDayView = z.infer<typeof reconciliationDayViewSchema>;

export const reconciliationQueueSchema = z.object({ days: z.array(reconciliationDayViewSchema) });
export type ReconciliationQueue = z.infer<typeof reconciliationQueueSchema>;

export const resolveReconciliationItemSchema = z.object({
  reason: freeTextSchema,
});
export type ResolveReconciliationItem = z.infer<typeof resolveReconciliationItemSchema>;
