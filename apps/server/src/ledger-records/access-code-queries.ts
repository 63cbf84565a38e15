import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { degreePrograms, employers } from '../modules/organization/organization-tables';
import { prepaidTokens } from '../modules/payment-methods/payment-tables';
import { accessCodeBatches } from '../modules/staff-employer/employer-tables';
import { users } from '../modules/users/user-tables';

// An employer's batches of access codes (docs/employers.md): they join the prepaid tokens, the
// programs and the learners who redeemed them, so they live below the modules, as the prepaid
// tokens' own queries do. Every query names the employer and its tenant: a batch or a code of
// another employer is not there for this one ("Strictly their own").

/** The employer, on its tenant, an employer's staff member acts for. */
export interface EmployerScope {
  tenantId: string;
  employerId: number;
}

const ofEmployer = (employer: EmployerScope) =>
  and(
    eq(accessCodeBatches.tenantId, employer.tenantId),
    eq(accessCodeBatches.employerId, employer.employerId),
  );

/** A batch's codes by state, as of `now`: a redeemed code counts as redeemed whatever else. */
const counts = (now: Date) => ({
  redeemed: sql<number>`count(${prepaidTokens.token}) filter (where ${prepaidTokens.usedAt} is not null)::int`,
  revoked: sql<number>`count(${prepaidTokens.token}) filter (where ${prepaidTokens.usedAt} is null and ${prepaidTokens.revokedAt} is not null)::int`,
  expired: sql<number>`count(${prepaidTokens.token}) filter (where ${prepaidTokens.usedAt} is null and ${prepaidTokens.revokedAt} is null and ${prepaidTokens.expiresAt} <= ${now})::int`,
  total: sql<number>`count(${prepaidTokens.token})::int`,
});

const batchColumns = {
  id: accessCodeBatches.id,
  count: accessCodeBatches.count,
  unitPriceCents: accessCodeBatches.unitPriceCents,
  expiresAt: accessCodeBatches.expiresAt,
  createdAt: accessCodeBatches.createdAt,
  createdByEmail: accessCodeBatches.createdByEmail,
  revokedAt: accessCodeBatches.revokedAt,
  programId: degreePrograms.id,
  programCode: degreePrograms.enrollmentCode,
  programName: degreePrograms.name,
};

export type BatchRow = Awaited<ReturnType<typeof accessCodeQueries.batches>>[number];
export type CodeRow = Awaited<ReturnType<typeof accessCodeQueries.codes>>[number];
export type RedemptionRow = Awaited<ReturnType<typeof accessCodeQueries.redemptions>>[number];

export const accessCodeQueries = {
  async employer(db: Executor, employerId: number) {
    const [row] = await db
      .select({ id: employers.id, name: employers.name })
      .from(employers)
      .where(eq(employers.id, employerId));
    return row;
  },

  /** Batches, newest first, with their codes counted by state. */
  batches(
    db: Executor,
    employer: EmployerScope,
    page: { limit: number; offset: number; batchId?: string },
    now: Date,
  ) {
    return db
      .select({ ...batchColumns, ...counts(now) })
      .from(accessCodeBatches)
      .innerJoin(degreePrograms, eq(degreePrograms.id, accessCodeBatches.degreeProgramId))
      .leftJoin(
        prepaidTokens,
        and(
          eq(prepaidTokens.tenantId, accessCodeBatches.tenantId),
          eq(prepaidTokens.batchId, accessCodeBatches.id),
        ),
      )
      .where(
        and(
          ofEmployer(employer),
          page.batchId === undefined ? undefined : eq(accessCodeBatches.id, page.batchId),
        ),
      )
      .groupBy(accessCodeBatches.id, degreePrograms.id)
      .orderBy(desc(accessCodeBatches.createdAt), desc(accessCodeBatches.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  insertBatch: async (db: Executor, batch: typeof accessCodeBatches.$inferInsert) => {
    const [row] = await db.insert(accessCodeBatches).values(batch).returning();
    return row!;
  },

  /** Inserts the codes not already taken (by any tenant's spelling); answers those inserted. */
  insertCodes: async (db: Executor, codes: (typeof prepaidTokens.$inferInsert)[]) =>
    db
      .insert(prepaidTokens)
      .values(codes)
      .onConflictDoNothing()
      .returning({ token: prepaidTokens.token }),

  /** The codes of the employer's batches (one batch, or those named), with who redeemed each. */
  codes(db: Executor, employer: EmployerScope, which: { batchId?: string; token?: string }) {
    return db
      .select({
        token: prepaidTokens.token,
        batchId: accessCodeBatches.id,
        programCode: degreePrograms.enrollmentCode,
        usedAt: prepaidTokens.usedAt,
        revokedAt: prepaidTokens.revokedAt,
        expiresAt: prepaidTokens.expiresAt,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(prepaidTokens)
      .innerJoin(
        accessCodeBatches,
        and(
          eq(accessCodeBatches.id, prepaidTokens.batchId),
          eq(accessCodeBatches.tenantId, prepaidTokens.tenantId),
        ),
      )
      .innerJoin(degreePrograms, eq(degreePrograms.id, accessCodeBatches.degreeProgramId))
      .leftJoin(
        users,
        and(eq(users.id, prepaidTokens.usedByUserId), eq(users.tenantId, prepaidTokens.tenantId)),
      )
      .where(
        and(
          ofEmployer(employer),
          which.batchId === undefined ? undefined : eq(accessCodeBatches.id, which.batchId),
          which.token === undefined
            ? undefined
            : eq(sql`upper(${prepaidTokens.token})`, which.token.toUpperCase()),
        ),
      )
      .orderBy(asc(prepaidTokens.token));
  },

  /** Withdraws the batch; undefined when it is not the employer's or was withdrawn already. */
  async revokeBatch(db: Executor, employer: EmployerScope, batchId: string, now: Date) {
    const [row] = await db
      .update(accessCodeBatches)
      .set({ revokedAt: now })
      .where(
        and(
          ofEmployer(employer),
          eq(accessCodeBatches.id, batchId),
          isNull(accessCodeBatches.revokedAt),
        ),
      )
      .returning({ id: accessCodeBatches.id });
    return row;
  },

  /**
   * Withdraws the codes of the employer's batches that nobody redeemed, all of a batch or the ones
   * named; a code redeemed meanwhile stays redeemed (one winner with the redemption's update).
   */
  revokeCodes(
    db: Executor,
    employer: EmployerScope,
    which: { batchId: string; tokens?: string[] },
    now: Date,
  ) {
    return db
      .update(prepaidTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(prepaidTokens.tenantId, employer.tenantId),
          eq(prepaidTokens.batchId, which.batchId),
          which.tokens === undefined ? undefined : inArray(prepaidTokens.token, which.tokens),
          isNull(prepaidTokens.usedAt),
          isNull(prepaidTokens.revokedAt),
        ),
      )
      .returning({ token: prepaidTokens.token });
  },

  /** The employer's codes redeemed in [from, to), oldest first, each at its batch's price. */
  redemptions(db: Executor, employer: EmployerScope, from: Date, to: Date) {
    return db
      .select({
        token: prepaidTokens.token,
        usedAt: prepaidTokens.usedAt,
        unitPriceCents: accessCodeBatches.unitPriceCents,
        programCode: degreePrograms.enrollmentCode,
        programName: degreePrograms.name,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(prepaidTokens)
      .innerJoin(
        accessCodeBatches,
        and(
          eq(accessCodeBatches.id, prepaidTokens.batchId),
          eq(accessCodeBatches.tenantId, prepaidTokens.tenantId),
        ),
      )
      .innerJoin(degreePrograms, eq(degreePrograms.id, accessCodeBatches.degreeProgramId))
      .leftJoin(
        users,
        and(eq(users.id, prepaidTokens.usedByUserId), eq(users.tenantId, prepaidTokens.tenantId)),
      )
      .where(
        and(
          ofEmployer(employer),
          isNotNull(prepaidTokens.usedAt),
          gte(prepaidTokens.usedAt, from),
          lt(prepaidTokens.usedAt, to),
        ),
      )
      .orderBy(asc(prepaidTokens.usedAt), asc(prepaidTokens.token));
  },

  /** Each month (UTC) with a redemption of the employer's codes: how many, and what they bill. */
  redemptionMonths(db: Executor, employer: EmployerScope) {
    const month = sql<string>`to_char(${prepaidTokens.usedAt} at time zone 'UTC', 'YYYY-MM')`;
    return db
      .select({
        month,
        redeemed: sql<number>`count(*)::int`,
        totalCents: sql<number>`coalesce(sum(${accessCodeBatches.unitPriceCents}), 0)::int`,
      })
      .from(prepaidTokens)
      .innerJoin(
        accessCodeBatches,
        and(
          eq(accessCodeBatches.id, prepaidTokens.batchId),
          eq(accessCodeBatches.tenantId, prepaidTokens.tenantId),
        ),
      )
      .where(and(ofEmployer(employer), isNotNull(prepaidTokens.usedAt)))
      .groupBy(month)
      .orderBy(desc(month));
  },
};
