// Idempotent, so it runs on every start: reference data is upserted (the catalog, payment plans and
// promotions included, published once as the catalog's first version), demo users are inserted once.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { STUDENT_PORTAL_SCOPE, VIEW_COURSE_PROGRESS } from '@portal/domain/auth/student-access';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';
import type { OnboardingQuestion } from '@portal/domain/tenant/tenant-config';
import { offeredPaymentMethods } from '@portal/domain/ledger/offered-payment-methods';
import { DEFAULT_POLICY_VERSION } from '@portal/domain/user/policy-agreement';
import { hashPassword } from '../../modules/auth/password-hashing';
import { resolveSigningSecret } from '../../modules/auth/signing-secret';
import { createStaffMember } from '../../modules/staff-auth/create-staff-member';
import { createFactorSecretCipher } from '../../modules/staff-auth/factor-secret-cipher';
import type { Database, Executor } from '../database';
import {
  courseworkEnrollments,
  employerDegreePrograms,
  employers,
  institutions,
  memberships,
  orderItems,
  orders,
  prepaidTokens,
  schools,
  transcriptPartners,
  users,
} from '../schema';
import { courseModules } from '../../modules/catalog/catalog-entry-rows';
import { publishShippedCatalog } from '../../modules/catalog/publish-shipped-catalog';
import { CATALOG_FILES, COURSES, PROGRAMS } from './catalog-data';
import { seedDemoEmployer } from './demo-employer';
import { seedDemoPlan } from './demo-plan';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-staff';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users';
import {
  EMPLOYER_DEGREE_PROGRAMS,
  EMPLOYERS,
  INSTITUTIONS,
  SCHOOLS,
  TRANSCRIPT_PARTNERS,
} from './organisation-data';
import { seedDemoTranscriptDestinations } from './demo-transcripts';
import { demoPrepaidTokens } from './demo-prepaid-tokens';
import { paymentPlanEntries } from './payment-data';

/** Inserts or refreshes rows by primary key, so an existing data directory gets today's catalog. */
function upsertAll<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const primary = Object.values(columns).filter((c) => c.primary);
  const set = Object.fromEntries(
    Object.entries(columns)
      .filter(([, c]) => !c.primary)
      .map(([key, c]) => [key, sql.raw(`excluded."${c.name}"`)]),
  );
  return db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: primary, set: set as PgUpdateSetSource<T> });
}

export async function seedReferenceData(db: Database): Promise<void> {
  await upsertAll(db, institutions, INSTITUTIONS);
  await upsertAll(db, schools, SCHOOLS);
  await upsertAll(db, employers, EMPLOYERS);
  // Categories, courses, programs, challenge exams, payment plans and promotions are data editors
  // change (docs/catalog-editing.md): the files are the first version, published once through the
  // import, never upserted over an editor's change. Employers' programs point at the programs, so
  // they come after.
  await publishShippedCatalog({ db, now: new Date(), files: CATALOG_FILES });
  await upsertAll(db, transcriptPartners, TRANSCRIPT_PARTNERS);
  await db.insert(employerDegreePrograms).values(EMPLOYER_DEGREE_PROGRAMS).onConflictDoNothing();
}

const STAGE_ORDER = ['registered', 'ordered', 'paid', 'profiled', 'student'] as const;
const reached = (user: DemoUser, stage: (typeof STAGE_ORDER)[number]) =>
  user.stage !== 'no-portal-permission' &&
  STAGE_ORDER.indexOf(user.stage) >= STAGE_ORDER.indexOf(stage);

/**
 * Beside the three courses in progress, a course of program 1 in each other status of docs/product/entities.md
 * (`courseInEachStatus`); the record type makes the compiler ask for every status.
 */
const STATUS_COURSES: Record<Exclude<CourseStatus, 'ENABLED'>, string> = {
  NEW: 'ENG101',
  GATED: 'MTH120',
  ENROLLMENT_POSTPONED: 'PSY101',
  EXPIRED: 'ACA101',
  WAIVED: 'ENG102',
  PRIOR_CREDIT: 'COM110',
  DISABLED: 'BIO110',
};

async function seedDemoUser(
  db: Database,
  tenant: DemoTenant,
  user: DemoUser,
  passwordHash: string,
) {
  const tenantId = tenant.id;
  const [created] = await db
    .insert(users)
    .values({
      tenantId,
      email: user.email,
      passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      degreeProgramId: user.degreeProgramId,
      scopes: [STUDENT_PORTAL_SCOPE],
      grants: user.stage === 'no-portal-permission' ? [] : [VIEW_COURSE_PROGRESS],
      userData: reached(user, 'profiled') ? demoAnswers(tenant.onboardingQuestions) : null,
      orientationStarted: reached(user, 'student'),
      phoneNumbers: ['(555) 010-2030'],
      policyVersion: user.policyVersion ?? DEFAULT_POLICY_VERSION,
    })
    .onConflictDoNothing({ target: [users.tenantId, users.email] })
    .returning({ id: users.id });
  if (!created) return; // seeded on an earlier start
  const userId = created.id;
  const program = PROGRAMS.find((p) => p.id === user.degreeProgramId)!;

  if (reached(user, 'ordered')) {
    const paid = reached(user, 'paid');
    const [order] = await db
      .insert(orders)
      .values({
        tenantId,
        userId,
        kind: 'ENROLLMENT_PLAN',
        status: paid ? 'SUCCESS' : 'CREATED',
        degreeProgramId: program.id,
        totalCents: program.priceCents,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({
      orderId: order!.id,
      name: program.name,
      es: program.es?.name === undefined ? null : { name: program.es.name },
      priceCents: program.priceCents,
      specs: [{ type: 'ENROLLMENT_PLAN' }],
    });
    await db.insert(memberships).values({
      tenantId,
      userId,
      status: paid ? 'enabled' : 'pending',
      expiresAt: paid && user.accessEnded ? new Date(Date.now() - 3_600_000) : null,
    });
    const plan = paymentPlanEntries([program])[0];
    if (paid && user.monthlyPlan && plan) {
      await seedDemoPlan(db, {
        tenantId,
        userId,
        orderId: order!.id,
        plan,
        now: new Date(),
        failed: user.failedPlan,
      });
    }
  }
  if (reached(user, 'student')) {
    // Orientation done twelve days ago; one course worked on yesterday, one three days ago, so
    // the dashboard shows a completed course and both the success and the warning of docs/product/states-and-transitions.md.
    const hoursAgo = [12 * 24, 20, 80];
    const now = Date.now();
    await db.insert(courseworkEnrollments).values(
      [9001, 1001, 5001].map((productId, index) => {
        const required = courseModules(COURSES.find((c) => c.id === productId)!).length;
        const lastActiveAt = new Date(now - hoursAgo[index]! * 3_600_000);
        return {
          tenantId,
          userId,
          productId,
          enrollmentStatus: 'ENABLED',
          completed: index === 0,
          requiredItemsCount: required,
          completedItemsCount: index === 0 ? required : 1,
          gradePercent: index === 0 ? 92 : 76,
          lastActiveAt,
          gradeReceivedAt: new Date(lastActiveAt.getTime() + 5 * 60_000),
        };
      }),
    );
    if (user.courseInEachStatus) {
      await db.insert(courseworkEnrollments).values(
        Object.entries(STATUS_COURSES).map(([enrollmentStatus, code]) => {
          const course = COURSES.find((c) => c.code === code)!;
          const required = courseModules(course).length;
          // What was reached before access ended stays on an expired course's card.
          const reachedSome = enrollmentStatus === 'EXPIRED';
          return {
            tenantId,
            userId,
            productId: course.id,
            enrollmentStatus,
            completedItemsCount: reachedSome ? 2 : 0,
            requiredItemsCount: required,
            gradePercent: reachedSome ? 64 : null,
          };
        }),
      );
    }
  }
}

/** The demo prepaid tokens of docs/enrollment-api.md; tokens already there keep their use. */
export async function seedDemoPrepaidTokens(db: Executor, tenantId: string): Promise<void> {
  await db.insert(prepaidTokens).values(demoPrepaidTokens(tenantId)).onConflictDoNothing();
}

export interface DemoTenant {
  id: string;
  enrollmentType: EnrollmentType;
  onboardingQuestions: readonly OnboardingQuestion[];
}

/** Answers a profiled demo user gives: each select's first option, a short text otherwise. */
function demoAnswers(questions: readonly OnboardingQuestion[]): Record<string, string> {
  return Object.fromEntries(questions.map((q) => [q.id, q.options?.[0] ?? 'Demo answer']));
}

/** `default` when it uses the mode, else the first tenant (by id) that does. */
export function demoTenantFor(tenants: readonly DemoTenant[], mode: EnrollmentType) {
  const candidates = tenants.filter((t) => t.enrollmentType === mode);
  return (candidates.find((t) => t.id === 'default') ?? candidates[0])?.id;
}

/**
 * The demo data of the README: reference data, and demo users in every onboarding state, each on
 * its own tenant or one whose onboarding mode fits (see demoTenantFor).
 */
export async function seedDemoData(options: {
  db: Database;
  tenants: readonly DemoTenant[];
  /** AUTH_SECRET, under which the demo staff's factor secrets are sealed (factor-secret-cipher.ts). */
  authSecret?: string;
}): Promise<void> {
  const { db, tenants } = options;
  const tenantForMode = (mode: EnrollmentType) => {
    const id = demoTenantFor(tenants, mode);
    return tenants.find((t) => t.id === id);
  };
  await seedReferenceData(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const tenant of tenants.filter((t) =>
    offeredPaymentMethods(t.enrollmentType).includes('PREPAID_TOKEN'),
  )) {
    await seedDemoPrepaidTokens(db, tenant.id);
  }
  for (const user of DEMO_USERS) {
    const tenant = user.tenantId
      ? tenants.find((t) => t.id === user.tenantId)
      : tenantForMode(user.enrollmentType);
    if (tenant) await seedDemoUser(db, tenant, user, passwordHash);
  }
  await seedDemoTranscriptDestinations(db);
  await seedDemoStaff(db, options.authSecret);
  await seedDemoEmployer(db, new Date());
}

/** The staff console's demo accounts, each with its fixed factor already enrolled (demo-staff.ts). */
async function seedDemoStaff(db: Database, authSecret: string | undefined) {
  const cipher = createFactorSecretCipher(await resolveSigningSecret(db, authSecret));
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const member of DEMO_STAFF) {
    await createStaffMember({
      db,
      email: member.email,
      name: member.name,
      passwordHash,
      roles: member.roles,
      scope: member.scope,
      totp: { secret: member.totpSecret, cipher, confirmedAt: new Date(0) },
    });
  }
}
