import { randomBytes } from 'node:crypto';
import {
  GatewayTimeoutError,
  type CardChargeRequest,
  type GatewayResult,
  type PaymentGateway,
} from './payment-gateway';

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
  chargesFor(requestId: string): number;
  /** Every charge that moved money, for tests and the bench to prove nothing was charged twice. */
  charges(): readonly { requestId: string; amountCents: number }[];
}

/**
 * A real implementation of the port that keeps its ledger in memory, as a gateway's test mode
 * does. It de-duplicates by request id like the real gateways, and its timeouts are immediate so
 * tests never wait.
 */
export function createSandboxGateway(): SandboxGateway {
  const results = new Map<string, GatewayResult>();
  const charged: { requestId: string; amountCents: number }[] = [];

  function decide(request: CardChargeRequest): GatewayResult {
    const pnref = `SBX${randomBytes(6).toString('hex').toUpperCase()}`;
    const code = DECLINE_CODE_BY_NUMBER.get(request.card.number);
    if (code !== undefined) return { approved: false, pnref, responseCode: code };
    charged.push({ requestId: request.requestId, amountCents: request.amountCents });
    return { approved: true, pnref, responseCode: 0 };
  }

  return {
    name: 'sandbox',
    async chargeCard(request) {
      const known = results.get(request.requestId);
      if (known) return known;
      if (request.card.number === SANDBOX_CARDS.alwaysTimeout) {
        throw new GatewayTimeoutError(request.requestId);
      }
      const result = decide(request);
      results.set(request.requestId, result);
      // The charge went through but its answer is lost on the way back, once.
      if (request.card.number === SANDBOX_CARDS.timeoutOnceThenApproved) {
        throw new GatewayTimeoutError(request.requestId);
      }
      return result;
    },
    async findResult(requestId) {
      return results.get(requestId) ?? null;
    },
    chargesFor: (requestId) => charged.filter((c) => c.requestId === requestId).length,
    charges: () => charged,
  };
}
