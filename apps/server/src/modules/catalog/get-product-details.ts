import { spanishOf, type SpanishTexts } from '@portal/domain/catalog/catalog-api';
import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { offeredPrograms } from '@portal/domain/tenant/tenant-offer';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogQueries } from './catalog-queries';
import { categoryRef, productSummary } from './catalog-views';
import type { catalogCategories, products } from './catalog-tables';

type ProductRow = typeof products.$inferSelect;

/**
 * A course page's data from its row and what it refers to: the one shape the storefront renders,
 * from the live catalog or from a draft's preview (docs/catalog-editing.md "Preview").
 */
export function productDetail(
  product: ProductRow,
  refs: {
    prerequisites: (Pick<ProductRow, 'id' | 'code' | 'name'> & { es?: SpanishTexts | null })[];
    categories: (typeof catalogCategories.$inferSelect)[];
    programs: { id: number; name: string; enrollmentCode: string; es?: SpanishTexts | null }[];
    config: Pick<TenantConfig, 'programs'>;
  },
): ProductDetail {
  const { details } = product;
  const category = (id: number | null) => categoryRef(refs.categories.find((c) => c.id === id));
  return {
    ...productSummary(product),
    ...spanishOf(product.es, ['name', 'description', 'topics', 'courseText']),
    category: category(product.categoryId),
    subcategory: category(product.subcategoryId),
    topics: details.topics ?? [],
    prerequisites: refs.prerequisites.map(({ id, code, name, es }) => ({
      id,
      code,
      name,
      ...spanishOf(es, ['name']),
    })),
    courseText: details.courseText ?? '',
    gradingCriteria: details.gradingCriteria ?? [],
    programs: offeredPrograms(refs.config, refs.programs).map(({ id, name, es }) => ({
      id,
      name,
      ...spanishOf(es, ['name']),
    })),
  };
}

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
  const [prerequisites, categories, programs] = await Promise.all([
    catalogQueries.productsByCodes(db, product.details.prerequisites ?? []),
    catalogQueries.categoriesByIds(
      db,
      [product.categoryId, product.subcategoryId].filter((id): id is number => id !== null),
    ),
    catalogQueries.programsOfProduct(db, productId),
  ]);
  return productDetail(product, { prerequisites, categories, programs, config });
}
