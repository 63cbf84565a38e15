import type { ProductSummary } from '@portal/domain/catalog/catalog-api';
import type { Plan } from '@portal/domain/enrollment/plans-and-promotions';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import type { paymentPlans } from './catalog-tables';
import type { catalogCategories, products } from './catalog-tables';

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof catalogCategories.$inferSelect;

export function productSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    price: row.priceCents,
    credits: row.details.credits ?? 0,
    description: row.description,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
  };
}

export const categoryRef = (row: CategoryRow | undefined) =>
  row ? { id: row.id, name: row.name, slug: row.slug } : null;

type PlanRow = typeof paymentPlans.$inferSelect;

/** The Payment plan of docs/product/entities.md; the price in cents. */
export const planView = (row: PlanRow): Plan => ({
  id: row.id,
  degreeProgramId: row.degreeProgramId,
  name: row.name,
  price: row.priceCents,
  periodicity: row.periodicity as Periodicity,
});
