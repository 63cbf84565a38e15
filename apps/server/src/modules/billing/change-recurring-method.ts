import { randomUUID } from 'node:crypto';
import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import type { AchPaymentRequest } from '@portal/domain/ledger/bank-transfer';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { canChangeMethod } from '@portal/domain/ledger/subscription-lifecycle';
import type { SubscriptionStatus } from '@portal/domain/ledger/subscription-status';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { PayPalCheckout } from '@portal/domain/enrollment/paypal-checkout';
import type {
  AchProvider,
  CardProvider,
  PayPalProvider,
  ProviderResult,
} from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { isPaid } from '../../ledger-records/attempt-status';
import { cardOf, chargeCardWithRetries } from '../payment-methods/charge-card';
import { debitAccountWithRetries } from '../payment-methods/debit-account';
import { paypalCustomerId, withGatewayRetries } from '../payment-methods/gateway-retries';
import { subscriptionView } from '../../ledger-records/ledger-views';
import type { Owner } from '../../ledger-records/owner';
import { applyEffects } from './record-charge';
import { subscriptionQueries } from '../../ledger-records/subscription-queries';

interface MethodChange {
  db: Database;
  tenants: TenantRegistry;
  owner: Owner;
  now: () => Date;
}

/**
 * PUT /ledger-api/subscriptions/{id}/payment/recurring/card: the plan's later charges go to a new
 * card, verified first with a zero charge. Only the learner's latest plan can be changed
 * (NOT_LATEST_SUBSCRIPTION), and not once it has expired.
 */
export async function changeRecurringCard(
  options: MethodChange & { cards: CardProvider; subscriptionId: string; card: CardPaymentRequest },
): Promise<Subscription> {
  await changeableSubscription(options.db, options.owner, options.subscriptionId);
  const answer = await chargeCardWithRetries(options.cards, {
    requestId: randomUUID(),
    amountCents: 0,
    card: cardOf(options.card),
  });
  if (!answer.ok) throw new AppError(answer.error);
  return recordNewMethod(options, 'CREDIT_CARD', answer.result, options.subscriptionId);
}

/**
 * PUT /ledger-api/payment/recurring/ach: the latest plan's later charges are debited from a bank
 * account. A zero debit (a prenote) sets up the mandate the bank charges later.
 */
export async function changeRecurringBankAccount(
  options: MethodChange & { ach: AchProvider; account: AchPaymentRequest; holderName: string },
): Promise<Subscription> {
  const latest = await subscriptionQueries.latest(options.db, options.owner);
  if (!latest) throw new AppError('NOT_FOUND');
  await changeableSubscription(options.db, options.owner, latest.id);
  const result = await debitAccountWithRetries(options.ach, {
    requestId: randomUUID(),
    amountCents: 0,
    account: { ...options.account, holderName: options.holderName },
  });
  if (!result) throw new AppError('PAYMENT_TIMEOUT');
  return recordNewMethod(options, 'ACH', result, latest.id);
}

/**
 * GET /ledger-api/subscriptions/{id}/payment/recurring/paypal/token: where the learner approves
 * saving their PayPal for the plan (a Vault setup token made for them alone; nothing is charged).
 */
export async function startRecurringPayPal(
  options: MethodChange & {
    paypal: PayPalProvider;
    subscriptionId: string;
    returnUrl: string;
    cancelUrl: string;
  },
): Promise<PayPalCheckout> {
  await changeableSubscription(options.db, options.owner, options.subscriptionId);
  const answer = await withGatewayRetries(() =>
    options.paypal.createSetup({
      requestId: randomUUID(),
      customerId: paypalCustomerId(options.owner),
      returnUrl: options.returnUrl,
      cancelUrl: options.cancelUrl,
    }),
  );
  if (!answer.ok) throw new AppError(answer.error);
  return { expressCheckoutToken: answer.value.token, approvalUrl: answer.value.approvalUrl };
}

/**
 * PUT /ledger-api/subscriptions/{id}/payment/recurring/paypal: the approved setup token is vaulted
 * and the vault id becomes the plan's method. The request id is the token's own, so a retried or
 * repeated call answers the same vault id; a token of another learner answers like a missing one.
 */
export async function changeRecurringPayPal(
  options: MethodChange & { paypal: PayPalProvider; subscriptionId: string; token: string },
): Promise<Subscription> {
  await changeableSubscription(options.db, options.owner, options.subscriptionId);
  const answer = await withGatewayRetries(() =>
    options.paypal.vaultSetup({
      requestId: `vault-${options.token}`,
      token: options.token,
      customerId: paypalCustomerId(options.owner),
    }),
  );
  if (!answer.ok) throw new AppError(answer.error);
  if (!answer.value) throw new AppError('NOT_FOUND');
  return recordNewMethod(options, 'PAYPAL', answer.value, options.subscriptionId);
}

/**
 * Keeps the verified instrument as the plan's method, under the plan's lock: checked again to be
 * the latest plan, as it may have changed during the verification. A period being retried is
 * retried at once with it, as a learner fixing a declined payment expects.
 */
async function recordNewMethod(
  { db, tenants, owner, now }: MethodChange,
  paymentMethod: PaymentMethod,
  result: ProviderResult,
  subscriptionId: string,
): Promise<Subscription> {
  const stored = result.stored;
  if (!isPaid(result.status) || !stored) throw new AppError(result.errorCode ?? 'PAYMENT_ERROR');
  return db.transaction(async (tx) => {
    const at = now();
    const row = await subscriptionQueries.lockLatest(tx, owner);
    if (!row || row.id !== subscriptionId) throw new AppError('NOT_LATEST_SUBSCRIPTION');
    if (!canChangeMethod(row.status as SubscriptionStatus, row.paymentMethod)) {
      throw new AppError('SUBSCRIPTION_CHANGE_NOT_ALLOWED');
    }
    const next = {
      ...row,
      paymentMethod,
      instrumentReference: stored.reference,
      brand: stored.brand,
      lastFour: stored.lastFour,
      expiresOn: stored.expiresOn,
      expiryWarnedFor: null,
      nextPaymentAt: row.failures > 0 && row.nextPaymentAt ? at : row.nextPaymentAt,
      updatedAt: at,
    };
    await applyEffects(
      tx,
      tenants,
      [{ next, access: null, event: null, debtChanged: false, notice: null }],
      at,
    );
    return subscriptionView(next);
  });
}

/** The learner's latest plan, if `subscriptionId` is it and it can still change. */
async function changeableSubscription(db: Database, owner: Owner, subscriptionId: string) {
  const row = await subscriptionQueries.owned(db, owner, subscriptionId);
  if (!row) throw new AppError('NOT_FOUND');
  const latest = await subscriptionQueries.latest(db, owner);
  if (latest?.id !== row.id) throw new AppError('NOT_LATEST_SUBSCRIPTION');
  if (!canChangeMethod(row.status as SubscriptionStatus, row.paymentMethod)) {
    throw new AppError('SUBSCRIPTION_CHANGE_NOT_ALLOWED');
  }
  return row;
}
