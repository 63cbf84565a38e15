import { ApiError, globalErrorCodes } from '@/lib/api-error';

/**
 * The idempotency keys of payment attempts (docs/architecture.md, decision 7). Each attempt gets a
 * fresh key; a retry of the SAME attempt (same payload, after a lost answer or a gateway timeout)
 * sends the same key again, so the server answers with the first result instead of charging
 * twice. Once the server has given a definite answer (paid, declined, invalid), the attempt is
 * over and the next one gets a new key.
 *
 * The payload is kept in memory only, to recognise the retry; it is never stored or logged.
 */
export interface PaymentAttempts {
  keyFor(payload: unknown): string;
  /** Records how the attempt ended: only an unanswered one may be retried with its key. */
  settle(error?: unknown): void;
}

export function createPaymentAttempts(
  newKey: () => string = () => crypto.randomUUID(),
): PaymentAttempts {
  let open: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const serialised = JSON.stringify(payload);
      if (open?.payload !== serialised) open = { payload: serialised, key: newKey() };
      return open.key;
    },
    settle(error) {
      if (error === undefined || !isUnanswered(error)) open = null;
    },
  };
}

/** The request may have reached the gateway without an answer reaching us: retry the same key. */
function isUnanswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true; // network failure: fetch threw
  if (error.status >= 500) return true;
  return globalErrorCodes(error).includes('PAYMENT_TIMEOUT');
}
