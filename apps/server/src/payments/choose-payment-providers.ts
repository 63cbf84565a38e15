import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { PaymentProviders } from './payment-provider';
import { createSandboxAchProvider } from './sandbox-ach-provider';
import { createPayPalProvider, type PayPalClientOptions } from './paypal-provider';
import { createSandboxCardProvider } from './sandbox-card-provider';

export const PAYMENT_GATEWAYS = ['sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/**
 * The one place that picks the payment providers (CODE_STYLE.md: chosen once, local default). PayPal
 * is one fetch client whatever the gateway: PAYPAL_BASE_URL points it at PayPal, and by default
 * at the sandbox PayPal this server serves (payments/sandbox-paypal-routes.ts).
 */
export function choosePaymentProviders(
  name: PaymentGatewayName,
  db: Database,
  clock: Clock,
  paypal: PayPalClientOptions,
  sandbox: { bankAnswerAfterMs?: number } = {},
): PaymentProviders {
  switch (name) {
    case 'sandbox':
      return {
        CREDIT_CARD: createSandboxCardProvider(db, clock),
        ACH: createSandboxAchProvider(db, clock, sandbox.bankAnswerAfterMs),
        PAYPAL: createPayPalProvider(paypal),
      };
  }
}
