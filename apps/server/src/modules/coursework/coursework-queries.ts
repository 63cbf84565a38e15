import { and, eq, inArray } from 'drizzle-orm';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
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

  /** The user's enrolments by product id: status and completion (the course-load rules' input). */
  async enrollmentStatuses(db: Executor, tenantId: string, userId: string) {
    const rows = await db
      .select({
        productId: courseworkEnrollments.productId,
        enrollmentStatus: courseworkEnrollments.enrollmentStatus,
        completed: courseworkEnrollments.completed,
      })
      .from(courseworkEnrollments)
      .where(
        and(eq(courseworkEnrollments.tenantId, tenantId), eq(courseworkEnrollments.userId, userId)),
      );
    return new Map(
      rows.map(({ productId, ...load }) => [
        productId,
        { ...load, enrollmentStatus: load.enrollmentStatus as CourseStatus },
      ]),
    );
  },

  /** One of the user's course enrolments, locked, if it is theirs. */
  async lockEnrolment(db: Executor, tenantId: string, userId: string, courseId: number) {
    const [row] = await db
      .select()
      .from(courseworkEnrollments)
      .where(
        and(
          eq(courseworkEnrollments.tenantId, tenantId),
          eq(courseworkEnrollments.userId, userId),
          eq(courseworkEnrollments.id, courseId),
        ),
      )
      .for('update');
    return row;
  },

  setStatus: (db: Executor, courseId: number, enrollmentStatus: CourseStatus) =>
    db
      .update(courseworkEnrollments)
      .set({ enrollmentStatus })
      .where(eq(courseworkEnrollments.id, courseId)),

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
