import { beforeAll, describe, expect, it } from 'vitest';
import { PERIODICITIES, type Periodicity } from '@portal/domain/ledger/periodicity';
import { createI18n, loadLanguage } from '@/lib/i18n';
import { planLabel } from './plan-label';

const t = createI18n().t;

describe('planLabel (docs/product/entities.md "Payment plan")', () => {
  it.each<[Periodicity, string]>([
    ['DAYS', 'Standard - Payment plan: daily - $69.45 per day'],
    ['WEEK', 'Standard - Payment plan: weekly - $69.45 per week'],
    ['BIWK', 'Standard - Payment plan: every two weeks - $69.45 per two weeks'],
    ['SMMO', 'Standard - Payment plan: twice every month - $69.45 per half month'],
    ['FRWK', 'Standard - Payment plan: every four weeks - $69.45 per four weeks'],
    ['MONT', 'Standard - Payment plan: monthly - $69.45 per month'],
    ['QTER', 'Standard - Payment plan: quarterly - $69.45 per quarter'],
    ['SMYR', 'Standard - Payment plan: twice every year - $69.45 per half year'],
    ['YEAR', 'Standard - Payment plan: yearly - $69.45 per year'],
  ])('%s', (periodicity, expected) => {
    expect(planLabel({ name: 'Standard', priceCents: 6945, periodicity }, t)).toBe(expected);
  });

  it('covers every periodicity code', () => {
    expect(PERIODICITIES).toHaveLength(9);
  });

  it('formats cents with thousands separators and two decimals', () => {
    expect(planLabel({ name: 'Full program', priceCents: 123_400, periodicity: 'YEAR' }, t)).toBe(
      'Full program - Payment plan: yearly - $1,234.00 per year',
    );
  });

  it('lets a tenant reword the label through the messages', () => {
    const i18n = createI18n({
      messages: { domain: { price: { label: { MONT: 'every month' } } } },
    });
    expect(planLabel({ name: 'Plan', priceCents: 100, periodicity: 'MONT' }, i18n.t)).toBe(
      'Plan - Payment plan: every month - $1.00 per month',
    );
  });

  describe('on a Spanish page (docs/languages.md "Dates and prices")', () => {
    beforeAll(() => loadLanguage('es'));

    it.each<[Periodicity, string]>([
      ['MONT', 'Estándar - Plan de pago: mensual - $69.45 por mes'],
      ['BIWK', 'Estándar - Plan de pago: cada dos semanas - $69.45 cada dos semanas'],
      ['YEAR', 'Estándar - Plan de pago: anual - $69.45 por año'],
    ])('%s in Spanish words, the money in dollars', (periodicity, expected) => {
      const spanish = createI18n({}, 'es').t;
      expect(planLabel({ name: 'Estándar', priceCents: 6945, periodicity }, spanish)).toBe(
        expected,
      );
    });

    it('keeps its words when a tenant rewords the English', () => {
      const spanish = createI18n(
        { messages: { domain: { price: { label: { MONT: 'every month' } } } } },
        'es',
      );
      expect(planLabel({ name: 'Plan', priceCents: 100, periodicity: 'MONT' }, spanish.t)).toBe(
        'Plan - Plan de pago: mensual - $1.00 por mes',
      );
    });

    it('takes the Spanish rewording the tenant wrote, and the English page the English one', () => {
      const tenant = {
        messages: { domain: { price: { label: { MONT: 'every month' } } } },
        es: { messages: { domain: { price: { label: { MONT: 'cada mes' } } } } },
      };
      const plan = { name: 'Plan', priceCents: 100, periodicity: 'MONT' } as const;
      expect(planLabel(plan, createI18n(tenant, 'es').t)).toBe(
        'Plan - Plan de pago: cada mes - $1.00 por mes',
      );
      expect(planLabel(plan, createI18n(tenant, 'en').t)).toBe(
        'Plan - Payment plan: every month - $1.00 per month',
      );
    });
  });
});
