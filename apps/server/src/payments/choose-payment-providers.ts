import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { PaymentProviders } from './payment-provider';
import { createSandboxAchProvider } from './sandbox-ach-provider';
import { createSandboxCardProvider } from './sandbox-card-provider';

export const PAYMENT_GATEWAYS = ['sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** The one place that picks the payment providers (STYLE.md: chosen once, local default). */
export function choosePaymentProviders(
  name: PaymentGatewayName,
  db: Database,
  clock: Clock,
): PaymentProviders {
  switch (name) {
    case 'sandbox':
      return {
        CREDIT_CARD: createSandboxCardProvider(db),
        ACH: createSandboxAchProvider(db, clock),
      };
  }
}
