import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { offeredPrograms } from '@portal/domain/tenant/tenant-offer';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogQueries } from './catalog-queries';
import { categoryRef, productSummary } from './catalog-views';

/**
 * A course page's data (docs/product/screens-and-routes.md course details: Topics, Prerequisites, Course Text, Grading),
 * with the tenant's programs that contain the course, where its "Enrol now" leads (docs/storefront.md).
 */
export async function getProductDetails(options: {
  db: Database;
  productId: number;
  config: Pick<TenantConfig, 'programs'>;
}): Promise<ProductDetail> {
  const { db, productId, config } = options;
  const product = await catalogQueries.product(db, productId);
  if (!product) throw new AppError('NOT_FOUND');
  const { details } = product;
  const [prerequisites, categories, programs] = await Promise.all([
    catalogQueries.productsByCodes(db, details.prerequisites ?? []),
    catalogQueries.categoriesByIds(
      db,
      [product.categoryId, product.subcategoryId].filter((id): id is number => id !== null),
    ),
    catalogQueries.programsOfProduct(db, productId),
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
    programs: offeredPrograms(config, programs).map(({ id, name }) => ({ id, name })),
  };
}
