import type { CategoryDetail, TopCategory } from '@portal/domain/catalog/catalog-api';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogQueries } from './catalog-queries';
import { categoryRef, categorySummary, productSummary } from './catalog-views';

/** The category tree: top categories with their subcategories, each with a course count. */
export async function listCategories(db: Database): Promise<TopCategory[]> {
  const all = (await catalogQueries.categories(db)).map(categorySummary);
  return all
    .filter((c) => c.parentId === null)
    .map((top) => ({ ...top, subcategories: all.filter((c) => c.parentId === top.id) }));
}

/** One category (by id or slug) with its subcategories and courses. */
export async function getCategory(options: {
  db: Database;
  idOrSlug: string;
}): Promise<CategoryDetail> {
  const { db, idOrSlug } = options;
  const category = await catalogQueries.categoryByIdOrSlug(db, idOrSlug);
  if (!category) throw new AppError('NOT_FOUND');
  const [all, rows] = await Promise.all([
    catalogQueries.categories(db),
    catalogQueries.productsOfCategory(db, category),
  ]);
  const self = all.find((c) => c.id === category.id)!;
  return {
    ...categorySummary(self),
    parent: categoryRef(
      category.parentId === null ? undefined : all.find((c) => c.id === category.parentId),
    ),
    subcategories: all.filter((c) => c.parentId === category.id).map(categorySummary),
    products: rows.map(productSummary),
  };
}
