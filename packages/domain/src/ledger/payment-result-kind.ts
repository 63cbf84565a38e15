import { z } from 'zod';

// docs/product/entities.md "Payment-result kinds": how a gateway sends the user back (the :paymentResponseStatus route param).
export const PAYMENT_RESULT_KINDS = ['error', 'return', 'cancel'] as const;

export type PaymentResultKind = (typeof PAYMENT_RESULT_KINDS)[number];

export const paymentResultKindSchema = z.enum(PAYMENT_RESULT_KINDS);

export const PAYMENT_OUTCOMES = ['error', 'success', 'cancel'] as const;

export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

const OUTCOME_OF_KIND: Record<PaymentResultKind, PaymentOutcome> = {
  error: 'error',
  return: 'success',
  cancel: 'cancel',
};

/** The outcome a gateway's return kind stands for; anything unrecognised is an error. */
export function paymentOutcome(kind: string | undefined): PaymentOutcome {
  const parsed = paymentResultKindSchema.safeParse(kind);
  return parsed.success ? OUTCOME_OF_KIND[parsed.data] : 'error';
}
