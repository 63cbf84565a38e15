import type { ValidationMessageId } from '../i18n/en';
import type { PromotionEntry } from './catalog-entry';
import { shared } from './shared-entries';

// The rules a promotion entry cannot check alone (docs/catalog-editing.md "Promotions"): ids and
// codes used once, since a learner names a promotion by its code. Each kind's terms are the
// entry's own rules (catalog-entry.ts).

/** One broken rule of a promotion: its id and field. */
export interface PromotionProblem {
  kind: 'promotion';
  id: number;
  field: string;
  code: ValidationMessageId;
}

const problem = (id: number, field: string, code: ValidationMessageId): PromotionProblem => ({
  kind: 'promotion',
  id,
  field,
  code,
});

/** Every rule the promotions break together. */
export function checkPromotions(promotions: readonly PromotionEntry[]): PromotionProblem[] {
  return [
    ...shared(promotions, (p) => p.id).map((p) => problem(p.id, 'id', 'validation.duplicateId')),
    ...shared(promotions, (p) => p.code).map((p) =>
      problem(p.id, 'code', 'validation.duplicatePromotionCode'),
    ),
  ];
}
