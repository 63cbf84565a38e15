import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  LearnerStatus,
  PartnerLearnerFilters,
  PartnerLearnerSort,
} from '@portal/domain/staff/partner-learners';
import type { Executor } from '../db/database';
import { products } from '../modules/catalog/catalog-tables';
import { courseworkEnrollments } from '../modules/coursework/coursework-tables';
import { degreePrograms } from '../modules/organization/organization-tables';
import { memberships } from '../modules/orders/order-tables';
import { prepaidTokens } from '../modules/payment-methods/payment-tables';
import { accessCodeBatches } from '../modules/staff-employer/employer-tables';
import { users } from '../modules/users/user-tables';

// A partner school's learners (docs/staff-console.md "Partner schools"), and an employer's
// sponsored ones (docs/employers.md): a tenant's students with their program, membership and
// courses. It joins the tables of several modules, so it lives below them, as the other shared
// records do.

/** A LIKE pattern matching text that starts with `prefix`, its wildcards taken literally. */
const startsWith = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The order of each sort, ending on the id so that paging never shows a row twice. */
const LEARNER_ORDER: Record<PartnerLearnerSort, SQL[]> = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  joined: [sql`${users.createdAt}`],
};

function statusIs(status: LearnerStatus | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  return status === 'none' ? isNull(memberships.status) : eq(memberships.status, status);
}

/** The learners who redeemed one of the employer's codes on their own tenant. */
const sponsoredBy = (employerId: number | undefined): SQL | undefined =>
  employerId === undefined
    ? undefined
    : sql`exists (select 1 from ${prepaidTokens}
            join ${accessCodeBatches} on ${accessCodeBatches.id} = ${prepaidTokens.batchId}
            where ${prepaidTokens.tenantId} = ${users.tenantId}
              and ${prepaidTokens.usedByUserId} = ${users.id}
              and ${accessCodeBatches.tenantId} = ${users.tenantId}
              and ${accessCodeBatches.employerId} = ${employerId})`;

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = startsWith(q);
  return or(
    sql`lower(${users.firstName}) like ${pattern}`,
    sql`lower(${users.lastName}) like ${pattern}`,
    sql`lower(${users.email}) like ${pattern}`,
  );
}

export type LearnerRow = Awaited<ReturnType<typeof learnerQueries.page>>[number];
export type LearnerCourseRow = Awaited<ReturnType<typeof learnerQueries.courses>>[number];

export const learnerQueries = {
  /**
   * One page of the learners of these tenants that match the filters, in the asked order; with
   * `employerId`, only those who redeemed one of that employer's codes.
   */
  page(
    db: Executor,
    tenantIds: readonly string[] | null,
    filters: PartnerLearnerFilters,
    page: { limit: number; offset: number; studentId?: string; employerId?: number },
  ) {
    const direction = filters.dir === 'asc' ? asc : desc;
    return db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        tenantId: users.tenantId,
        createdAt: users.createdAt,
        programCode: degreePrograms.enrollmentCode,
        programName: degreePrograms.name,
        membershipStatus: memberships.status,
      })
      .from(users)
      .leftJoin(degreePrograms, eq(degreePrograms.id, users.degreeProgramId))
      .leftJoin(
        memberships,
        and(eq(memberships.tenantId, users.tenantId), eq(memberships.userId, users.id)),
      )
      .where(
        and(
          tenantIds === null ? undefined : inArray(users.tenantId, [...tenantIds]),
          page.studentId === undefined ? undefined : eq(users.id, page.studentId),
          sponsoredBy(page.employerId),
          matching(filters.q),
          filters.program ? eq(degreePrograms.enrollmentCode, filters.program) : undefined,
          statusIs(filters.status),
        ),
      )
      .orderBy(...LEARNER_ORDER[filters.sort].map((key) => direction(key)), direction(users.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  /** The courses of these learners, each with its product, in the order they were taken up. */
  courses(db: Executor, learners: readonly { id: string; tenantId: string }[]) {
    if (learners.length === 0) return Promise.resolve([]);
    return (
      db
        .select({
          userId: courseworkEnrollments.userId,
          tenantId: courseworkEnrollments.tenantId,
          id: courseworkEnrollments.id,
          status: courseworkEnrollments.enrollmentStatus,
          completed: courseworkEnrollments.completed,
          completedItems: courseworkEnrollments.completedItemsCount,
          requiredItems: courseworkEnrollments.requiredItemsCount,
          gradePercent: courseworkEnrollments.gradePercent,
          courseName: products.name,
          courseCode: products.code,
        })
        .from(courseworkEnrollments)
        .innerJoin(products, eq(products.id, courseworkEnrollments.productId))
        // One index walk for the batch (500 learners at most), each row still held to its tenant.
        .where(
          and(
            inArray(courseworkEnrollments.tenantId, [...new Set(learners.map((l) => l.tenantId))]),
            inArray(
              courseworkEnrollments.userId,
              learners.map((l) => l.id),
            ),
          ),
        )
        .orderBy(asc(courseworkEnrollments.id))
    );
  },

  /** The programs the learners of these tenants are enrolled in, by name. */
  programs(db: Executor, tenantIds: readonly string[] | null) {
    return db
      .selectDistinct({ code: degreePrograms.enrollmentCode, name: degreePrograms.name })
      .from(users)
      .innerJoin(degreePrograms, eq(degreePrograms.id, users.degreeProgramId))
      .where(tenantIds === null ? undefined : inArray(users.tenantId, [...tenantIds]))
      .orderBy(asc(degreePrograms.name), asc(degreePrograms.enrollmentCode));
  },
};
