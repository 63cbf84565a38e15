import { Counter } from 'prom-client';

/**
 * Payment outcomes as /metrics counts them (docs/operations.md): by method (the attempt's payment
 * method: CREDIT_CARD, ACH, PAYPAL, PREPAID_TOKEN) and the attempt's recorded status, never an amount, owner or card detail.
 * One counter for the process, added to each app's registry (tests run several apps in one).
 */
export const paymentOutcomes = new Counter({
  name: 'portal_payments_total',
  help: 'Payment outcomes recorded, by method and outcome (the attempt status)',
  labelNames: ['method', 'outcome'],
  registers: [],
});

/** Counts an outcome once its transaction committed: a rolled-back one never happened. */
export function countPaymentOutcome(attempt: { paymentMethod: string; status: string }): void {
  paymentOutcomes.inc({ method: attempt.paymentMethod, outcome: attempt.status });
}
