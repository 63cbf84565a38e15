import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { catalogCategories, courseworkEnrollments, products } from '../../db/schema';

export const courseworkQueries = {
  /** The user's courses with their product and category, in one query. */
  async listForUser(db: Executor, tenantId: string, userId: string) {
    return db
      .select({ enrollment: courseworkEnrollments, product: products, category: catalogCategories })
      .from(courseworkEnrollments)
      .innerJoin(products, eq(products.id, courseworkEnrollments.productId))
      .leftJoin(catalogCategories, eq(catalogCategories.id, products.categoryId))
      .where(
        and(eq(courseworkEnrollments.tenantId, tenantId), eq(courseworkEnrollments.userId, userId)),
      );
  },
};
