import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';
import { examPaymentMethods } from '@portal/domain/ledger/challenge-exam';
import type { MembershipStatus } from '@portal/domain/ledger/membership-status';
import {
  acceptsPlanAccessCodes,
  offeredPaymentMethods,
} from '@portal/domain/ledger/offered-payment-methods';
import type { OrderStatus } from '@portal/domain/ledger/order-status';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';
import { heldPermissions, type OnboardingFacts } from '@portal/domain/permissions/held-permissions';
import type { Permission } from '@portal/domain/permissions/permission';
import type { Executor } from '../db/database';
import { AppError } from '../http/app-error';
import type { RequestTenant } from '../tenancy/tenancy-plugin';
import { permissionFactsQueries, type Owner } from './permission-facts-queries';

/** The facts of a signed-in user (docs/product/states-and-transitions.md), read from the same rows the web reads them from. */
export async function loadOnboardingFacts(
  db: Executor,
  owner: Owner,
  enrollmentType: EnrollmentType,
): Promise<OnboardingFacts> {
  const row = await permissionFactsQueries.facts(db, owner);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    loggedIn: true,
    orderId: row.orderId,
    orderStatus: row.orderStatus as OrderStatus | null,
    membershipStatus: row.membershipStatus as MembershipStatus | null,
    hasUserData: row.userData !== null,
    orientationStarted: row.orientationStarted,
    courseCount: row.courseCount,
    enrollmentType,
  };
}

/**
 * The server's half of the routing guard: a call that a permission level governs (docs/product/states-and-transitions.md, roles-and-permissions.md,
 * table in docs/architecture.md) is refused unless the user holds that level, by its rule and the
 * tenant's grants, whatever the client shows.
 */
export async function requirePermission(
  db: Executor,
  owner: Owner,
  tenant: RequestTenant,
  permission: Permission,
): Promise<OnboardingFacts> {
  const facts = await loadOnboardingFacts(db, owner, tenant.config.enrollmentType);
  if (!heldPermissions(facts, tenant.config.permissions).includes(permission)) {
    throw new AppError('PERMISSION_DENIED');
  }
  if (COURSE_ACCESS.includes(permission)) refuseExpiredMembership(facts.membershipStatus);
  return facts;
}

/** The levels that reach courses: an expired membership (docs/billing.md) refuses them. */
const COURSE_ACCESS: Permission[] = [
  'CAN_SELECT_COURSEWORK',
  'CAN_COMPLETE_ONBOARDING',
  'CAN_ACCESS_DASHBOARD',
];

function refuseExpiredMembership(status: MembershipStatus | null) {
  // 'Your membership has been expired. Please contact support.'
  if (status === 'expired') throw new AppError('MEMBERSHIP_EXPIRED');
}

/**
 * The courses themselves (the dashboard's coursework) are refused while the membership is
 * expired, whatever the level: billing stays open so the learner can pay and restart.
 */
export async function requireActiveMembership(db: Executor, owner: Owner): Promise<void> {
  const row = await permissionFactsQueries.facts(db, owner);
  refuseExpiredMembership((row?.membershipStatus as MembershipStatus | null) ?? null);
}

/** Refuses (PERMISSION_DENIED) an access code for a plan on a tenant that switched tokens off. */
export function requirePlanAccessCodes(tenant: RequestTenant): void {
  if (!acceptsPlanAccessCodes(tenant.config.paymentMethods)) {
    throw new AppError('PERMISSION_DENIED');
  }
}

/**
 * A payment by `method` needs the tenant to offer it (GET /ledger-api/payment/methods): allowed by
 * its onboarding mode and not switched off in its config.
 */
export function requirePaymentMethod(tenant: RequestTenant, method: PaymentMethod): void {
  const { enrollmentType, paymentMethods } = tenant.config;
  if (!offeredPaymentMethods(enrollmentType, paymentMethods).includes(method)) {
    throw new AppError('PERMISSION_DENIED');
  }
}

/**
 * A payment of an order by `method`: an enrolment order needs the tenant to offer the method and
 * the user to hold `enrollmentLevel` (CAN_PAY, or CAN_PLACE_ORDER for a prepaid token); a
 * challenge-exam order needs the method among the exam's (docs/challenge-exams.md) and dashboard
 * access. An order that is not the user's is left to the use case, which answers NOT_FOUND.
 */
export async function requireOrderPayment(options: {
  db: Executor;
  owner: Owner;
  tenant: RequestTenant;
  orderId: string;
  method: PaymentMethod;
  enrollmentLevel: Permission;
}): Promise<void> {
  const { db, owner, tenant, orderId, method } = options;
  const kind = await permissionFactsQueries.orderKind(db, owner, orderId);
  if (kind !== 'CHALLENGE_EXAM') {
    requirePaymentMethod(tenant, method);
    await requirePermission(db, owner, tenant, options.enrollmentLevel);
    return;
  }
  const { enrollmentType, paymentMethods } = tenant.config;
  if (!examPaymentMethods(enrollmentType, paymentMethods).includes(method)) {
    throw new AppError('PERMISSION_DENIED');
  }
  await requirePermission(db, owner, tenant, 'CAN_ACCESS_DASHBOARD');
}
