import { z } from 'zod';

// docs/product/entities.md "Payment methods", with the label each payment option shows.
export const PAYMENT_METHOD_LABELS = {
  CREDIT_CARD: 'Pay with Credit Card',
  PAYPAL: 'Pay with PayPal',
  ACH: 'Pay with Bank Account (ACH)',
  PREPAID_TOKEN: 'Prepaid token',
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;

export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];

export const paymentMethodSchema = z.enum(PAYMENT_METHODS as [PaymentMethod, ...PaymentMethod[]]);
