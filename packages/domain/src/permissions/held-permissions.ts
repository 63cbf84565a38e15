import type { EnrollmentType } from '../enrollment/enrollment-type';
import type { MembershipStatus } from '../ledger/membership-status';
import type { OrderStatus } from '../ledger/order-status';
import { PERMISSIONS, type Permission } from './permission';

/**
 * What the permission evaluator needs to know about the current user (docs/product/states-and-transitions.md "Permission
 * levels"). Build it from the session, the user's latest order and membership, the user's
 * attributes and coursework; pass `loggedIn: false` and nulls for a visitor.
 */
export interface OnboardingFacts {
  loggedIn: boolean;
  orderId: string | null;
  orderStatus: OrderStatus | null;
  membershipStatus: MembershipStatus | null;
  /** The user has saved the onboarding questions (attributes.userData). */
  hasUserData: boolean;
  /** attributes.orientationStarted */
  orientationStarted: boolean;
  courseCount: number;
  enrollmentType: EnrollmentType;
}

type Rule = (facts: OnboardingFacts) => boolean;

// One rule per level, docs/product/states-and-transitions.md. Every level above front store also needs a signed-in user.
const RULES: Record<Permission, Rule> = {
  CAN_VIEW_FRONT_STORE: () => true,
  CAN_PLACE_ORDER: (f) => f.loggedIn,
  CAN_PAY: (f) => f.loggedIn && f.orderId !== null && f.orderId !== '',
  CAN_FILL_PROFILE: (f) =>
    f.loggedIn &&
    f.orderStatus !== null &&
    f.orderStatus !== 'FAIL' &&
    f.membershipStatus !== null &&
    f.membershipStatus !== 'pending',
  CAN_SELECT_COURSEWORK: (f) => f.loggedIn && f.hasUserData,
  CAN_COMPLETE_ONBOARDING: (f) =>
    f.loggedIn &&
    f.hasUserData &&
    !f.orientationStarted &&
    (f.enrollmentType !== 'paid-selective' || f.courseCount >= 1),
  CAN_ACCESS_DASHBOARD: (f) => f.loggedIn && f.orientationStarted,
};

/**
 * The permissions the user holds, lowest level first.
 *
 * A level counts only when its rule holds and the tenant grants it (`granted`, docs/product/roles-and-permissions.md);
 * CAN_VIEW_FRONT_STORE is always held, even if a tenant forgot to list it, because front-store
 * routes are always allowed (docs/product/states-and-transitions.md).
 */
export function heldPermissions(
  facts: OnboardingFacts,
  granted: readonly Permission[],
): Permission[] {
  return PERMISSIONS.filter(
    (p) => p === 'CAN_VIEW_FRONT_STORE' || (granted.includes(p) && RULES[p](facts)),
  );
}

/**
 * The highest level the user holds; the routing guard allows only that level's routes
 * (docs/product/states-and-transitions.md). Never lower than CAN_VIEW_FRONT_STORE.
 */
export function highestPermission(
  facts: OnboardingFacts,
  granted: readonly Permission[],
): Permission {
  return heldPermissions(facts, granted).at(-1) ?? 'CAN_VIEW_FRONT_STORE';
}

/** The facts of a visitor who is not signed in. */
export function anonymousFacts(enrollmentType: EnrollmentType): OnboardingFacts {
  return {
    loggedIn: false,
    orderId: null,
    orderStatus: null,
    membershipStatus: null,
    hasUserData: false,
    orientationStarted: false,
    courseCount: 0,
    enrollmentType,
  };
}
