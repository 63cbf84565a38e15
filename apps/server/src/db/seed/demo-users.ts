import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';

/** Every demo account signs in with this password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Student#2026';

/** How far along onboarding a demo user is; seed-demo-data turns it into rows. */
export type DemoStage =
  'registered' | 'ordered' | 'paid' | 'profiled' | 'student' | 'no-portal-permission';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  stage: DemoStage;
  /** Seeded on the first tenant with this onboarding mode (`default` for paid-preselected)... */
  enrollmentType: EnrollmentType;
  /** ...unless it names its tenant. */
  tenantId?: string;
  degreeProgramId: number;
  /** Paid by card on a monthly plan, with past charges to show (the billing pages). */
  monthlyPlan?: boolean;
  /** ...whose last period was declined until the plan failed: a debt to pay (demo-plan.ts). */
  failedPlan?: boolean;
  /**
   * Paid for access that ended an hour before the seed, which the daily billing pass (00:05 UTC,
   * or at once with DAILY_BILLING_ON_SIGUSR2) has yet to turn into an expired membership.
   */
  accessEnded?: boolean;
  /**
   * The student policy version agreed to; when absent, the version in force (DEFAULT_POLICY_VERSION),
   * so that only the account below is asked to agree (docs/account-settings.md).
   */
  policyVersion?: string;
  /**
   * A student who also holds a course in each other status of docs/product/entities.md (see STATUS_COURSES in
   * seed-demo-data.ts), so that the dashboard shows every status tab (the accessibility sweep).
   */
  courseInEachStatus?: boolean;
}

const learner = (
  email: string,
  firstName: string,
  stage: DemoStage,
  enrollmentType: EnrollmentType = 'paid-preselected',
): DemoUser => ({
  email,
  firstName,
  lastName: 'Rivera',
  stage,
  enrollmentType,
  degreeProgramId: 1,
});

export const DEMO_USERS: DemoUser[] = [
  { ...learner('student@demo.test', 'Sam', 'student'), monthlyPlan: true },
  // Three, so that each way of paying the debt has a learner with one (the browser journey).
  { ...learner('overdue@demo.test', 'Olive', 'student'), monthlyPlan: true, failedPlan: true },
  { ...learner('overdue.card@demo.test', 'Otto', 'student'), monthlyPlan: true, failedPlan: true },
  { ...learner('overdue.bank@demo.test', 'Opal', 'student'), monthlyPlan: true, failedPlan: true },
  learner('new@demo.test', 'Nia', 'registered'),
  learner('ordered@demo.test', 'Omar', 'ordered'),
  learner('paid@demo.test', 'Priya', 'paid'),
  learner('profiled@demo.test', 'Pablo', 'profiled'),
  learner('advisor@demo.test', 'Ada', 'no-portal-permission'),
  learner('selective@demo.test', 'Selma', 'profiled', 'paid-selective'),
  learner('selective.student@demo.test', 'Sol', 'student', 'paid-selective'),
  learner('prepaid@demo.test', 'Pat', 'registered', 'prepaid'),
  learner('prepaid.student@demo.test', 'Pia', 'student', 'prepaid'),
  learner('assessment@demo.test', 'Asa', 'registered', 'davita-assessment-prepaid'),
  // metro-transit's home page is coming soon: its students still sign in (docs/product/screens-and-routes.md).
  { ...learner('transit@demo.test', 'Tomas', 'student'), tenantId: 'metro-transit' },
  // Live updates (docs/live-updates.md): the daily pass expires this membership while the dashboard is open.
  { ...learner('lapsing@demo.test', 'Lena', 'student'), accessEnded: true },
  // Account settings (docs/account-settings.md): agreed to an earlier policy, so asked to agree to the new one.
  { ...learner('policy@demo.test', 'Paula', 'student'), policyVersion: '2025-06' },
  // The dashboard with a course in every status, each tab to see (docs/accessibility/README.md).
  { ...learner('statuses@demo.test', 'Stella', 'student'), courseInEachStatus: true },
  // An employer's sponsored learners (docs/employers.md): they redeemed Harborline Health's demo
  // codes (demo-employer.ts), one last month and one this month, beside prepaid.student@demo.test.
  { ...learner('sponsored@demo.test', 'Sofia', 'student', 'prepaid'), tenantId: 'harborline' },
  { ...learner('sponsored.new@demo.test', 'Sid', 'paid', 'prepaid'), tenantId: 'harborline' },
  // Refunds (docs/refunds.md): finance refunds part of the enrolment's card payment (the browser journey).
  { ...learner('refund@demo.test', 'Rosa', 'student'), monthlyPlan: true },
];
