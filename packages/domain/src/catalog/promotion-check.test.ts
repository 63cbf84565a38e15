import { describe, expect, it } from 'vitest';
import type { PromotionEntry } from './catalog-entry';
import { checkPromotions } from './promotion-check';

const promotion = (id: number, code: string): PromotionEntry => ({
  id,
  code,
  kind: 'DISCOUNTED_PAYMENT',
  percentOff: 20,
  deferredDays: null,
});

const problems = (promotions: PromotionEntry[]) =>
  checkPromotions(promotions).map((p) => `${p.id} ${p.field} ${p.code}`);

describe('checking promotions together', () => {
  it.each([
    ['codes used once', [promotion(1, 'SAVE20'), promotion(2, 'SAVE-20')], []],
    [
      'a code used twice',
      [promotion(1, 'SAVE20'), promotion(101, 'SAVE20')],
      ['1 code validation.duplicatePromotionCode', '101 code validation.duplicatePromotionCode'],
    ],
    [
      'an id used twice',
      [promotion(1, 'SAVE20'), promotion(1, 'SAVE30')],
      ['1 id validation.duplicateId', '1 id validation.duplicateId'],
    ],
  ])('%s', (_, promotions, expected) => {
    expect(problems(promotions)).toEqual(expected);
  });
});
