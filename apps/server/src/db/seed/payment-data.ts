import type { PlanEntry, ProgramEntry, PromotionEntry } from '@portal/domain/catalog/catalog-entry';

// The payment plans and promotions the portal ships with (docs/enrollment-api.md), as the
// catalog's payment-plans.json and promotions.json: the seed publishes them with the rest of the
// catalog as its first version (docs/catalog-editing.md "The seed is the first import"), and from
// then on they are edited as data.

/**
 * One plan per degree program, billed monthly at the program's price, its id the program's; named
 * in Spanish too when its program's texts are (the demo's UIW program).
 */
export function paymentPlanEntries(programs: readonly ProgramEntry[]): PlanEntry[] {
  return programs.map((program) => ({
    id: program.id,
    program: program.enrollmentCode,
    name: 'Monthly plan',
    priceCents: program.priceCents,
    periodicity: 'MONT',
    ...(program.es ? { es: { name: 'Plan mensual' } } : {}),
  }));
}

/** Demo promotion codes, one of each docs/product/entities.md kind. */
export const PROMOTIONS: PromotionEntry[] = [
  { id: 1, code: 'DEFER30', kind: 'DEFERRED_PAYMENT', percentOff: null, deferredDays: 30 },
  { id: 2, code: 'SAVE20', kind: 'DISCOUNTED_PAYMENT', percentOff: 20, deferredDays: null },
  {
    id: 3,
    code: 'SAVE10MONTHLY',
    kind: 'DISCOUNTED_RECURRENT_PAYMENT',
    percentOff: 10,
    deferredDays: null,
  },
];
