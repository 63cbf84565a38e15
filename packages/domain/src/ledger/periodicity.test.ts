import { describe, expect, it } from 'vitest';
import { es } from '../i18n/es';
import { PERIODICITIES, formatPlan, formatPricePer, periodicitySchema } from './periodicity';

describe('formatPlan (docs/product/entities.md periodicity)', () => {
  it.each([
    ['DAYS', 'Plan - Payment plan: daily - $69.45 per day'],
    ['WEEK', 'Plan - Payment plan: weekly - $69.45 per week'],
    ['BIWK', 'Plan - Payment plan: every two weeks - $69.45 per two weeks'],
    ['SMMO', 'Plan - Payment plan: twice every month - $69.45 per half month'],
    ['FRWK', 'Plan - Payment plan: every four weeks - $69.45 per four weeks'],
    ['MONT', 'Plan - Payment plan: monthly - $69.45 per month'],
    ['QTER', 'Plan - Payment plan: quarterly - $69.45 per quarter'],
    ['SMYR', 'Plan - Payment plan: twice every year - $69.45 per half year'],
    ['YEAR', 'Plan - Payment plan: yearly - $69.45 per year'],
  ] as const)('%s', (periodicity, expected) => {
    expect(formatPlan({ name: 'Plan', priceCents: 6945, periodicity })).toBe(expected);
  });

  it('knows exactly the nine codes', () => {
    expect(PERIODICITIES).toHaveLength(9);
    expect(periodicitySchema.safeParse('MONTH').success).toBe(false);
  });
});

describe('formatPricePer (docs/storefront.md: every price says its period)', () => {
  it.each([
    [29_900, 'MONT', '$299.00 per month'],
    [6_945, 'COURSE', '$69.45 per course'],
    [0, 'COURSE', '$0.00 per course'],
    [123_456, 'YEAR', '$1,234.56 per year'],
    [6_945, 'BIWK', '$69.45 per two weeks'],
  ] as const)('%i cents %s', (cents, unit, expected) => {
    expect(formatPricePer(cents, unit)).toBe(expected);
  });
});

describe('formatPricePer in Spanish (docs/languages.md "Dates and prices")', () => {
  it.each([
    [29_900, 'MONT', '$299.00 por mes'],
    [6_945, 'COURSE', '$69.45 por curso'],
    [123_456, 'YEAR', '$1,234.56 por año'],
    [6_945, 'BIWK', '$69.45 cada dos semanas'],
    [6_945, 'SMMO', '$69.45 por quincena'],
  ] as const)('%i cents %s, still in dollars', (cents, unit, expected) => {
    expect(formatPricePer(cents, unit, es.price)).toBe(expected);
  });
});
