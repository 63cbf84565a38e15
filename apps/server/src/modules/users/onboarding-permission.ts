import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';
import type { MembershipStatus } from '@portal/domain/ledger/membership-status';
import type { OrderStatus } from '@portal/domain/ledger/order-status';
import { heldPermissions, type OnboardingFacts } from '@portal/domain/permissions/held-permissions';
import type { Permission } from '@portal/domain/permissions/permission';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { ledgerQueries } from '../ledger/ledger-queries';
import { userQueries } from './user-queries';

/** The SPEC §4 facts of a signed-in user, read from the same rows the web reads them from. */
export async function loadOnboardingFacts(
  db: Executor,
  owner: { tenantId: string; userId: string },
  enrollmentType: EnrollmentType,
): Promise<OnboardingFacts> {
  const [state, order, membership] = await Promise.all([
    userQueries.onboardingState(db, owner.tenantId, owner.userId),
    ledgerQueries.enrollmentOrder(db, owner),
    ledgerQueries.membership(db, owner),
  ]);
  if (!state) throw new AppError('NOT_FOUND');
  return {
    loggedIn: true,
    orderId: order?.id ?? null,
    orderStatus: (order?.status as OrderStatus | undefined) ?? null,
    membershipStatus: (membership?.status as MembershipStatus | undefined) ?? null,
    hasUserData: state.userData !== null,
    orientationStarted: state.orientationStarted,
    courseCount: state.courseCount,
    enrollmentType,
  };
}

/**
 * The server's half of the routing guard: a step of onboarding is refused unless the user holds
 * its permission (SPEC §4 rules, limited by the tenant's grants of §6), whatever the client shows.
 */
export async function requirePermission(
  db: Executor,
  owner: { tenantId: string; userId: string },
  tenant: RequestTenant,
  permission: Permission,
): Promise<OnboardingFacts> {
  const facts = await loadOnboardingFacts(db, owner, tenant.config.enrollmentType);
  if (!heldPermissions(facts, tenant.config.permissions).includes(permission)) {
    throw new AppError('PERMISSION_DENIED');
  }
  return facts;
}
