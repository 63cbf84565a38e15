import { createHash } from 'node:crypto';
import { ProviderTimeoutError } from '../../payments/payment-provider';
import type { Owner } from '../../ledger-records/owner';
import { GATEWAY_TRIES } from './resolve-attempt-in-doubt';

export type GatewayAnswer<T> =
  { ok: true; value: T } | { ok: false; error: 'PAYMENT_TIMEOUT' | 'PAYMENT_TRY_AGAIN' };

/**
 * One gateway request, its timeouts retried with the same request id (which `call` closes over),
 * so the provider acts at most once: PAYMENT_TIMEOUT when no try was answered, PAYMENT_TRY_AGAIN
 * when the provider refused the request outright.
 */
export async function withGatewayRetries<T>(call: () => Promise<T>): Promise<GatewayAnswer<T>> {
  for (let tryNumber = 1; tryNumber <= GATEWAY_TRIES; tryNumber += 1) {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      if (!(error instanceof ProviderTimeoutError))
        return { ok: false, error: 'PAYMENT_TRY_AGAIN' };
    }
  }
  return { ok: false, error: 'PAYMENT_TIMEOUT' };
}

/**
 * The learner as PayPal's vault knows them (`merchant_customer_id`): a hash of tenant and user,
 * so PayPal holds no personal data of ours, and a setup token made for one learner cannot be
 * vaulted by another.
 */
export const paypalCustomerId = (owner: Owner) =>
  createHash('sha256').update(`${owner.tenantId}:${owner.userId}`).digest('hex').slice(0, 32);
