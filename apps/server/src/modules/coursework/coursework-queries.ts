import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  catalogCategories,
  courseworkEnrollments,
  degreeProgramCourses,
  products,
  users,
} from '../../db/schema';

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

  lockUser: (db: Executor, tenantId: string, userId: string) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
      .for('update'),

  async programProductIds(db: Executor, degreeProgramId: number) {
    const rows = await db
      .select({ productId: degreeProgramCourses.productId })
      .from(degreeProgramCourses)
      .where(eq(degreeProgramCourses.degreeProgramId, degreeProgramId));
    return new Set(rows.map((r) => r.productId));
  },

  products: (db: Executor, ids: number[]) =>
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.id, ids)),

  /** The user's enrolments as product id -> enrollment status. */
  async enrollmentStatuses(db: Executor, tenantId: string, userId: string) {
    const rows = await db
      .select({
        productId: courseworkEnrollments.productId,
        status: courseworkEnrollments.enrollmentStatus,
      })
      .from(courseworkEnrollments)
      .where(
        and(eq(courseworkEnrollments.tenantId, tenantId), eq(courseworkEnrollments.userId, userId)),
      );
    return new Map(rows.map((r) => [r.productId, r.status]));
  },

  enrol: (db: Executor, tenantId: string, userId: string, productIds: number[]) =>
    db
      .insert(courseworkEnrollments)
      .values(
        productIds.map((productId) => ({
          tenantId,
          userId,
          productId,
          enrollmentStatus: 'ENABLED',
        })),
      )
      .onConflictDoNothing(),
};
