import { csvHeader, csvLine } from '@portal/domain/staff/csv-cell';
import {
  ACCESS_CODES_CSV_COLUMNS,
  type AccessCode,
  type AccessCodeBatch,
  type AccessCodeStatus,
} from '@portal/domain/staff/employer-codes';
import type { BatchRow, CodeRow } from '../../ledger-records/access-code-queries';

const DAY_MS = 86_400_000;

/** The last day a code may be redeemed, from the moment it stops: the day before, UTC. */
export const lastDayOf = (expiresAt: Date | null): string | null =>
  expiresAt && new Date(expiresAt.getTime() - DAY_MS).toISOString().slice(0, 10);

/** The moment codes whose last day is `day` stop working: the next day's start, UTC. */
export const expiryOf = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

export function accessCodeBatchView(row: BatchRow): AccessCodeBatch {
  return {
    id: row.id,
    program: { id: row.programId, code: row.programCode, name: row.programName },
    count: row.count,
    unitPriceCents: row.unitPriceCents,
    expiresOn: lastDayOf(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByEmail,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    counts: {
      redeemed: row.redeemed,
      revoked: row.revoked,
      expired: row.expired,
      available: row.total - row.redeemed - row.revoked - row.expired,
    },
  };
}

/** A code's state now: redeemed before anything else, then withdrawn, then past its last day. */
export function accessCodeStatus(row: CodeRow, now: Date): AccessCodeStatus {
  if (row.usedAt) return 'redeemed';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'available';
}

export function accessCodeView(row: CodeRow, now: Date): AccessCode {
  return {
    code: row.token,
    status: accessCodeStatus(row, now),
    redeemedAt: row.usedAt?.toISOString() ?? null,
    redeemedBy:
      row.userId && row.usedAt
        ? {
            id: row.userId,
            firstName: row.firstName ?? '',
            lastName: row.lastName ?? '',
            email: row.email ?? '',
          }
        : null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export const ACCESS_CODES_CSV_HEADER = csvHeader(ACCESS_CODES_CSV_COLUMNS);

/** A code as a line of the batch's CSV: no learner in it, only whether and when it was used. */
export function accessCodeCsvLine(row: CodeRow, now: Date): string {
  return csvLine([
    row.token,
    row.programCode,
    lastDayOf(row.expiresAt),
    accessCodeStatus(row, now),
    row.usedAt?.toISOString() ?? null,
  ]);
}
