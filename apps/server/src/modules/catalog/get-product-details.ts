import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogQueries } from './catalog-queries';
import { categoryRef, productSummary } from './catalog-views';

/** A course page's data (SPEC §2 course details: Topics, Prerequisites, Course Text, Grading). */
export async function getProductDetails(options: {
  db: Database;
  productId: number;
}): Promise<ProductDetail> {
  const { db, productId } = options;
  const product = await catalogQueries.product(db, productId);
  if (!product) throw new AppError('NOT_FOUND');
  const { details } = product;
  const [prerequisites, categories] = await Promise.all([
    catalogQueries.productsByCodes(db, details.prerequisites ?? []),
    catalogQueries.categoriesByIds(
      db,
      [product.categoryId, product.subcategoryId].filter((id): id is number => id !== null),
    ),
  ]);
  const category = (id: number | null) => categoryRef(categories.find((c) => c.id === id));
  return {
    ...productSummary(product),
    category: category(product.categoryId),
    subcategory: category(product.subcategoryId),
    topics: details.topics ?? [],
    prerequisites: prerequisites.map(({ id, code, name }) => ({ id, code, name })),
    courseText: details.courseText ?? '',
    gradingCriteria: details.gradingCriteria ?? [],
  };
}
