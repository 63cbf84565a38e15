import { and, eq, getTableColumns, inArray, sql, type Placeholder } from 'drizzle-orm';
import { FRESH_ENROLMENT_STATUS } from '@portal/domain/coursework/course-load';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import type { Executor } from '../db/database';
import { OWNER, preparedOwnerRead } from '../db/prepared-read';
import {
  catalogCategories,
  degreeProgramCourses,
  products,
} from '../modules/catalog/catalog-tables';
import { courseworkEnrollments } from '../modules/coursework/coursework-tables';
import { users } from '../modules/users/user-tables';

/** Enrolments with their product and category: what a course of the API is made of. */
const courseRows = (db: Executor) =>
  db
    .select({ enrollment: courseworkEnrollments, product: products, category: catalogCategories })
    .from(courseworkEnrollments)
    .innerJoin(products, eq(products.id, courseworkEnrollments.productId))
    .leftJoin(catalogCategories, eq(catalogCategories.id, products.categoryId));

export type CourseRow = Awaited<ReturnType<typeof courseRows>>[number];

const ownedBy = (tenantId: string | Placeholder, userId: string | Placeholder) =>
  and(eq(courseworkEnrollments.tenantId, tenantId), eq(courseworkEnrollments.userId, userId));

/** The dashboard asks for it on every load: prepared. */
const listForUser = preparedOwnerRead('coursework_list_for_user', (db, name) =>
  courseRows(db).where(ownedBy(OWNER.tenantId, OWNER.userId)).prepare(name),
);

export const courseworkQueries = {
  /** The user's courses with their product and category, in one query. */
  listForUser: (db: Executor, tenantId: string, userId: string) =>
    listForUser(db, { tenantId, userId }),

  /** One of the user's courses by its id; another student's is not found. */
  async findForUser(db: Executor, tenantId: string, userId: string, courseId: number) {
    const [row] = await courseRows(db).where(
      and(ownedBy(tenantId, userId), eq(courseworkEnrollments.id, courseId)),
    );
    return row;
  },

  /** The user's course that holds the module (Moodle's module idnumber). */
  async findForUserByModule(
    db: Executor,
    tenantId: string,
    userId: string,
    moduleIdNumber: string,
  ) {
    const [row] = await courseRows(db).where(
      and(
        ownedBy(tenantId, userId),
        sql`${products.modules} @> ${JSON.stringify([{ idNumber: moduleIdNumber }])}::jsonb`,
      ),
    );
    return row;
  },

  /** The user's course of a product (an AGS line item names the product, the score the user). */
  async findForUserByProduct(db: Executor, tenantId: string, userId: string, productId: number) {
    const [row] = await courseRows(db).where(
      and(ownedBy(tenantId, userId), eq(courseworkEnrollments.productId, productId)),
    );
    return row;
  },

  /** An enrolment by id within the tenant, with its student (a Basic Outcomes sourcedid names it). */
  async findInTenant(db: Executor, tenantId: string, courseId: number) {
    const [row] = await courseRows(db).where(
      and(eq(courseworkEnrollments.tenantId, tenantId), eq(courseworkEnrollments.id, courseId)),
    );
    return row;
  },

  /** The names a launch tells the provider. */
  async learner(db: Executor, tenantId: string, userId: string) {
    const [row] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    return row;
  },

  /** A grade from the provider; `completedItems` only when the provider sent a count. */
  recordGrade: (
    db: Executor,
    courseId: number,
    grade: { gradePercent: number; completedItems?: number; requiredItems: number; now: Date },
  ) => {
    const completedItems =
      grade.completedItems === undefined
        ? courseworkEnrollments.completedItemsCount
        : Math.min(grade.completedItems, grade.requiredItems);
    return db
      .update(courseworkEnrollments)
      .set({
        gradePercent: grade.gradePercent,
        completedItemsCount: completedItems,
        // A course is complete once every required module is (docs/product/entities.md progress 'completed / required').
        completed: sql`${completedItems} >= ${courseworkEnrollments.requiredItemsCount} and ${courseworkEnrollments.requiredItemsCount} > 0`,
        lastActiveAt: grade.now,
        gradeReceivedAt: grade.now,
      })
      .where(eq(courseworkEnrollments.id, courseId))
      .returning({ productId: courseworkEnrollments.productId });
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
      .select({
        id: products.id,
        name: products.name,
        code: products.code,
        modules: products.modules,
      })
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
  /** The enrolment, locked, with its course's name (the product row is read, not locked). */
  async lockEnrolment(db: Executor, tenantId: string, userId: string, courseId: number) {
    const [row] = await db
      .select({
        ...getTableColumns(courseworkEnrollments),
        courseName: products.name,
        courseEs: products.es,
      })
      .from(courseworkEnrollments)
      .innerJoin(products, eq(products.id, courseworkEnrollments.productId))
      .where(
        and(
          eq(courseworkEnrollments.tenantId, tenantId),
          eq(courseworkEnrollments.userId, userId),
          eq(courseworkEnrollments.id, courseId),
        ),
      )
      .for('update', { of: courseworkEnrollments });
    return row;
  },

  setStatus: (db: Executor, courseId: number, enrollmentStatus: CourseStatus) =>
    db
      .update(courseworkEnrollments)
      .set({ enrollmentStatus })
      .where(eq(courseworkEnrollments.id, courseId)),

  enrol: (
    db: Executor,
    tenantId: string,
    userId: string,
    courses: { id: number; modules: readonly unknown[] }[],
  ) =>
    db
      .insert(courseworkEnrollments)
      .values(
        courses.map((course) => ({
          tenantId,
          userId,
          productId: course.id,
          enrollmentStatus: FRESH_ENROLMENT_STATUS,
          requiredItemsCount: course.modules.length,
        })),
      )
      .onConflictDoNothing(),

  /** Where the student's transcripts may go (docs/product/entities.md targetInstitutionId, transcriptPartnerId). */
  async transcriptDestinations(db: Executor, tenantId: string, userId: string) {
    const [row] = await db
      .select({
        targetInstitutionId: users.targetInstitutionId,
        transcriptPartnerId: users.transcriptPartnerId,
      })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    return row;
  },

  /** The course becomes PRIOR_CREDIT, enrolled or not before (prior credit granted). */
  creditCourse: (
    db: Executor,
    course: { tenantId: string; userId: string; productId: number; requiredItems: number },
  ) =>
    db
      .insert(courseworkEnrollments)
      .values({
        tenantId: course.tenantId,
        userId: course.userId,
        productId: course.productId,
        enrollmentStatus: 'PRIOR_CREDIT',
        requiredItemsCount: course.requiredItems,
      })
      .onConflictDoUpdate({
        target: [
          courseworkEnrollments.tenantId,
          courseworkEnrollments.userId,
          courseworkEnrollments.productId,
        ],
        set: { enrollmentStatus: 'PRIOR_CREDIT' },
      }),
};
