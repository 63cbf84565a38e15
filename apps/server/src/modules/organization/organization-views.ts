import { spanishOf } from '@portal/domain/catalog/catalog-api';
import type { Promotion } from '@portal/domain/enrollment/plans-and-promotions';
import type { PromotionKind } from '@portal/domain/ledger/promotion-kind';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import type { promotions } from './organization-tables';
import type { degreePrograms, employers, schools } from './organization-tables';

export const schoolView = ({ id, key, name, institutionId }: typeof schools.$inferSelect) => ({
  id,
  key,
  name,
  institutionId,
});

/**
 * A degree program as the storefront shows it: at the price of the plan it is sold on, per that
 * plan's period (what its enrolment order costs); at its own price, per nothing, while it has none.
 */
export const degreeProgramView = (
  row: typeof degreePrograms.$inferSelect & {
    planPriceCents: number | null;
    periodicity: string | null;
  },
) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  schoolId: row.schoolId,
  enrollmentCode: row.enrollmentCode,
  price: row.planPriceCents ?? row.priceCents,
  periodicity: row.periodicity as Periodicity | null,
  ...spanishOf(row.es, ['name', 'description']),
});

export const employerView = (row: typeof employers.$inferSelect) => ({
  id: row.id,
  employerId: row.id,
  name: row.name,
  institutionId: row.institutionId,
});

type PromotionRow = typeof promotions.$inferSelect;

export const promotionView = (row: PromotionRow): Promotion => ({
  code: row.code,
  kind: row.kind as PromotionKind,
  percentOff: row.percentOff,
  deferredDays: row.deferredDays,
});
