import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sandboxGatewayCharges } from '../db/schema';
import { GatewayTimeoutError, type GatewayResult, type PaymentGateway } from './payment-gateway';

// The documented test cards (docs/enrollment-api.md). A listed decline number answers with its
// SPEC §8 result code; any other number is approved.
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
} as const;

const DECLINE_CODE_BY_NUMBER = new Map<string, number>(
  Object.entries(SANDBOX_CARDS.declined).map(([code, number]) => [number, Number(code)]),
);

export interface SandboxGateway extends PaymentGateway {
  /** How many times money actually moved for a request id (0 or 1 when de-duplication works). */
  chargesFor(requestId: string): Promise<number>;
  /** Every charge that moved money, for tests and the bench to prove nothing was charged twice. */
  charges(): Promise<{ requestId: string; amountCents: number }[]>;
}

type ChargeRow = typeof sandboxGatewayCharges.$inferSelect;

const resultOf = (row: ChargeRow): GatewayResult => ({
  approved: row.resultCode === 0,
  pnref: row.pnref,
  responseCode: row.resultCode,
});

/**
 * A real implementation of the port, as a gateway's test mode is. It keeps what it was asked in
 * its own table (standing in for the gateway's records, which outlive our process), so an inquiry
 * after a restart answers truthfully. It de-duplicates by request id like the real gateways, the
 * primary key deciding between concurrent requests, and its timeouts are immediate so tests never
 * wait. The rows are the gateway's, not a tenant's: they are found by our request id alone.
 */
export function createSandboxGateway(db: Database): SandboxGateway {
  async function findResult(requestId: string) {
    const [row] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.requestId, requestId));
    return row ? resultOf(row) : null;
  }

  return {
    name: 'sandbox',
    // Its timeouts are immediate, but it stands in for a gateway whose calls may take this long.
    callTimeoutMs: 15_000,
    async chargeCard(request) {
      const known = await findResult(request.requestId);
      if (known) return known;
      if (request.card.number === SANDBOX_CARDS.alwaysTimeout) {
        throw new GatewayTimeoutError(request.requestId);
      }
      const [recorded] = await db
        .insert(sandboxGatewayCharges)
        .values({
          requestId: request.requestId,
          amountCents: request.amountCents,
          resultCode: DECLINE_CODE_BY_NUMBER.get(request.card.number) ?? 0,
          pnref: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent request with the same id recorded first: answer with its result.
      if (!recorded) return (await findResult(request.requestId))!;
      // The charge went through but its answer is lost on the way back, once.
      if (request.card.number === SANDBOX_CARDS.timeoutOnceThenApproved) {
        throw new GatewayTimeoutError(request.requestId);
      }
      return resultOf(recorded);
    },
    findResult,
    async chargesFor(requestId) {
      const rows = await db
        .select()
        .from(sandboxGatewayCharges)
        .where(
          and(
            eq(sandboxGatewayCharges.requestId, requestId),
            eq(sandboxGatewayCharges.resultCode, 0),
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
        .where(eq(sandboxGatewayCharges.resultCode, 0)),
  };
}
