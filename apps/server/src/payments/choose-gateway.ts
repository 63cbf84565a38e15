import type { Database } from '../db/database';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';

export const PAYMENT_GATEWAYS = ['sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** The one place that picks the payment gateway adapter (STYLE.md: chosen once, local default). */
export function choosePaymentGateway(name: PaymentGatewayName, db: Database): PaymentGateway {
  switch (name) {
    case 'sandbox':
      return createSandboxGateway(db);
  }
}
