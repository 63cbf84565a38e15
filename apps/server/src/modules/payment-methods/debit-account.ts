import {
  ProviderTimeoutError,
  type AchProvider,
  type BankAccount,
  type ProviderResult,
} from '../../payments/payment-provider';
import { GATEWAY_TRIES } from './resolve-attempt-in-doubt';

/**
 * Starts a debit of a bank account, retrying a timeout with the same request id, so the bank
 * debits at most once. Null when no answer came: the debit is in doubt until the bank is asked
 * again by that id (`findResult`).
 */
export async function debitAccountWithRetries(
  ach: AchProvider,
  request: { requestId: string; amountCents: number; account: BankAccount },
): Promise<ProviderResult | null> {
  for (let tryNumber = 1; tryNumber <= GATEWAY_TRIES; tryNumber += 1) {
    try {
      return await ach.debit(request);
    } catch (error) {
      if (!(error instanceof ProviderTimeoutError)) return null;
    }
  }
  return null;
}
