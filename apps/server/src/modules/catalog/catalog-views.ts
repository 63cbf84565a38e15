import { spanishOf } from '@portal/domain/catalog/catalog-api';
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
    ...spanishOf(row.es, ['name', 'description']),
  };
}

export const categoryRef = (row: Pick<CategoryRow, 'id' | 'name' | 'slug' | 'es'> | undefined) =>
  row ? { id: row.id, name: row.name, slug: row.slug, ...spanishOf(row.es, ['name']) } : null;

/** A category as lists show it, with its Spanish name and description when written. */
export const categorySummary = <Row extends Pick<CategoryRow, 'es'>>({ es, ...row }: Row) => ({
  ...row,
  ...spanishOf(es, ['name', 'description']),
});

type PlanRow = typeof paymentPlans.$inferSelect;

/** The Payment plan of docs/product/entities.md; the price in cents. */
export const planView = (row: PlanRow): Plan => ({
  id: row.id,
  degreeProgramId: row.degreeProgramId,
  name: row.name,
  price: row.priceCents,
  periodicity: row.periodicity as Periodicity,
  ...spanishOf(row.es, ['name']),
});
