import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { preparedRead } from '../../db/prepared-read';
import { catalogCategories, degreeProgramCourses, paymentPlans, products } from './catalog-tables';
import { courseworkEnrollments } from '../coursework/coursework-tables';
import { degreePrograms, employerDegreePrograms } from '../organization/organization-tables';
import { asRecordId } from '@portal/domain/validation/record-id';

/** The course a challenge-exam product examines (products joined to themselves). */
const examinedCourse = alias(products, 'examined_course');

const courseCounts = (column: typeof products.categoryId | typeof products.subcategoryId) =>
  sql<number>`(select count(*)::int from ${products} where ${column} = ${catalogCategories.id})`;

/** Read by every order placed and every plan started: prepared. */
const planOf = preparedRead((db) =>
  db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.degreeProgramId, sql.placeholder('degreeProgramId')))
    .prepare('plan_of_program'),
);

export const catalogQueries = {
  /** Every category with its course count; subcategories count their own courses. */
  async categories(db: Executor) {
    return db
      .select({
        id: catalogCategories.id,
        name: catalogCategories.name,
        slug: catalogCategories.slug,
        description: catalogCategories.description,
        parentId: catalogCategories.parentId,
        es: catalogCategories.es,
        courseCount: sql<number>`case when ${catalogCategories.parentId} is null then ${courseCounts(products.categoryId)} else ${courseCounts(products.subcategoryId)} end`,
      })
      .from(catalogCategories)
      .orderBy(asc(catalogCategories.id));
  },

  async categoryByIdOrSlug(db: Executor, idOrSlug: string) {
    const id = asRecordId(idOrSlug);
    const byId = id === undefined ? undefined : eq(catalogCategories.id, id);
    const [row] = await db
      .select()
      .from(catalogCategories)
      .where(
        byId
          ? or(byId, eq(catalogCategories.slug, idOrSlug))
          : eq(catalogCategories.slug, idOrSlug),
      );
    return row;
  },

  async productsOfCategory(db: Executor, category: { id: number; parentId: number | null }) {
    const column = category.parentId === null ? products.categoryId : products.subcategoryId;
    return db.select().from(products).where(eq(column, category.id)).orderBy(asc(products.code));
  },

  async product(db: Executor, id: number) {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    return row;
  },

  async productsByCodes(db: Executor, codes: readonly string[]) {
    if (codes.length === 0) return [];
    return db
      .select()
      .from(products)
      .where(inArray(products.code, [...codes]));
  },

  async categoriesByIds(db: Executor, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(catalogCategories)
      .where(inArray(catalogCategories.id, [...ids]));
  },

  /** Courses whose name or code contains the text, case-insensitively; at most `limit`. */
  async searchProducts(db: Executor, text: string, limit: number) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return db
      .select()
      .from(products)
      .where(
        and(
          eq(products.type, 'Course'),
          or(ilike(products.name, pattern), ilike(products.code, pattern)),
        ),
      )
      .orderBy(asc(products.code))
      .limit(limit);
  },

  async coursesOfDegreeProgram(db: Executor, degreeProgramId: number) {
    return db
      .select({ product: products })
      .from(degreeProgramCourses)
      .innerJoin(products, eq(products.id, degreeProgramCourses.productId))
      .where(eq(degreeProgramCourses.degreeProgramId, degreeProgramId))
      .orderBy(asc(degreeProgramCourses.position));
  },

  /** The degree programs whose course list holds the product, by program id. */
  programsOfProduct(db: Executor, productId: number) {
    return db
      .select({
        id: degreePrograms.id,
        name: degreePrograms.name,
        enrollmentCode: degreePrograms.enrollmentCode,
        es: degreePrograms.es,
      })
      .from(degreeProgramCourses)
      .innerJoin(degreePrograms, eq(degreePrograms.id, degreeProgramCourses.degreeProgramId))
      .where(eq(degreeProgramCourses.productId, productId))
      .orderBy(asc(degreePrograms.id));
  },

  async completedProductIds(db: Executor, tenantId: string, userId: string) {
    const rows = await db
      .select({ productId: courseworkEnrollments.productId })
      .from(courseworkEnrollments)
      .where(
        and(
          eq(courseworkEnrollments.tenantId, tenantId),
          eq(courseworkEnrollments.userId, userId),
          eq(courseworkEnrollments.completed, true),
        ),
      );
    return new Set(rows.map((r) => r.productId));
  },

  /** Payment plans, of the program with an enrollment code or of an employer's programs. */
  plans: (db: Executor, filter: { code?: string; employerId?: number }) =>
    db
      .select({ plan: paymentPlans })
      .from(paymentPlans)
      .innerJoin(degreePrograms, eq(degreePrograms.id, paymentPlans.degreeProgramId))
      .where(
        and(
          filter.code === undefined ? undefined : eq(degreePrograms.enrollmentCode, filter.code),
          filter.employerId === undefined
            ? undefined
            : inArray(
                paymentPlans.degreeProgramId,
                db
                  .select({ id: employerDegreePrograms.degreeProgramId })
                  .from(employerDegreePrograms)
                  .where(eq(employerDegreePrograms.employerId, filter.employerId)),
              ),
        ),
      )
      .orderBy(asc(paymentPlans.id)),

  /** Challenge-exam products with the course each one examines; one exam when `productId` is given. */
  challengeExams: (db: Executor, productId?: number) =>
    db
      .select({ exam: products, course: examinedCourse })
      .from(products)
      .innerJoin(examinedCourse, eq(examinedCourse.id, products.examOfProductId))
      .where(
        and(
          isNotNull(products.examOfProductId),
          productId === undefined ? undefined : eq(products.id, productId),
        ),
      )
      .orderBy(asc(examinedCourse.code)),

  async planOfProgram(db: Executor, degreeProgramId: number) {
    const [plan] = await planOf(db, { degreeProgramId });
    return plan;
  },
};
