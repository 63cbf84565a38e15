import { describe, expect, it } from 'vitest';
import { heldPermissions, highestPermission, type OnboardingFacts } from './held-permissions';
import { PERMISSIONS, type Permission } from './permission';

const visitor: OnboardingFacts = {
  loggedIn: false,
  orderId: null,
  orderStatus: null,
  membershipStatus: null,
  hasUserData: false,
  orientationStarted: false,
  courseCount: 0,
  enrollmentType: 'paid-preselected',
};
const signedIn: OnboardingFacts = { ...visitor, loggedIn: true };
const all = PERMISSIONS;

describe('heldPermissions: one rule per level (docs/product/states-and-transitions.md)', () => {
  it.each<[string, OnboardingFacts, Permission, boolean]>([
    ['front store, visitor', visitor, 'CAN_VIEW_FRONT_STORE', true],
    ['place order, visitor', visitor, 'CAN_PLACE_ORDER', false],
    ['place order, signed in', signedIn, 'CAN_PLACE_ORDER', true],
    ['pay, no order', signedIn, 'CAN_PAY', false],
    ['pay, empty order id', { ...signedIn, orderId: '' }, 'CAN_PAY', false],
    ['pay, order id', { ...signedIn, orderId: 'o1' }, 'CAN_PAY', true],
    ['pay, order id but signed out', { ...visitor, orderId: 'o1' }, 'CAN_PAY', false],
    [
      'fill profile, no order status',
      { ...signedIn, membershipStatus: 'enabled' },
      'CAN_FILL_PROFILE',
      false,
    ],
    [
      'fill profile, order FAIL',
      { ...signedIn, orderStatus: 'FAIL', membershipStatus: 'enabled' },
      'CAN_FILL_PROFILE',
      false,
    ],
    [
      'fill profile, no membership',
      { ...signedIn, orderStatus: 'SUCCESS' },
      'CAN_FILL_PROFILE',
      false,
    ],
    [
      'fill profile, membership pending',
      { ...signedIn, orderStatus: 'SUCCESS', membershipStatus: 'pending' },
      'CAN_FILL_PROFILE',
      false,
    ],
    [
      'fill profile, SUCCESS + enabled',
      { ...signedIn, orderStatus: 'SUCCESS', membershipStatus: 'enabled' },
      'CAN_FILL_PROFILE',
      true,
    ],
    [
      'fill profile, CREATED + expired',
      { ...signedIn, orderStatus: 'CREATED', membershipStatus: 'expired' },
      'CAN_FILL_PROFILE',
      true,
    ],
    [
      'fill profile, PENDING + enabled',
      { ...signedIn, orderStatus: 'PENDING', membershipStatus: 'enabled' },
      'CAN_FILL_PROFILE',
      true,
    ],
    [
      'fill profile, signed out',
      { ...visitor, orderStatus: 'SUCCESS', membershipStatus: 'enabled' },
      'CAN_FILL_PROFILE',
      false,
    ],
    ['select coursework, no userData', signedIn, 'CAN_SELECT_COURSEWORK', false],
    [
      'select coursework, userData',
      { ...signedIn, hasUserData: true },
      'CAN_SELECT_COURSEWORK',
      true,
    ],
    [
      'select coursework, signed out',
      { ...visitor, hasUserData: true },
      'CAN_SELECT_COURSEWORK',
      false,
    ],
    ['complete onboarding, no userData', signedIn, 'CAN_COMPLETE_ONBOARDING', false],
    [
      'complete onboarding, userData',
      { ...signedIn, hasUserData: true },
      'CAN_COMPLETE_ONBOARDING',
      true,
    ],
    [
      'complete onboarding, orientation started',
      { ...signedIn, hasUserData: true, orientationStarted: true },
      'CAN_COMPLETE_ONBOARDING',
      false,
    ],
    [
      'complete onboarding, selective, 0 courses',
      { ...signedIn, hasUserData: true, enrollmentType: 'paid-selective' },
      'CAN_COMPLETE_ONBOARDING',
      false,
    ],
    [
      'complete onboarding, selective, 1 course',
      { ...signedIn, hasUserData: true, enrollmentType: 'paid-selective', courseCount: 1 },
      'CAN_COMPLETE_ONBOARDING',
      true,
    ],
    [
      'complete onboarding, prepaid, 0 courses',
      { ...signedIn, hasUserData: true, enrollmentType: 'prepaid' },
      'CAN_COMPLETE_ONBOARDING',
      true,
    ],
    [
      'complete onboarding, signed out',
      { ...visitor, hasUserData: true },
      'CAN_COMPLETE_ONBOARDING',
      false,
    ],
    ['dashboard, orientation not started', signedIn, 'CAN_ACCESS_DASHBOARD', false],
    [
      'dashboard, orientation started',
      { ...signedIn, orientationStarted: true },
      'CAN_ACCESS_DASHBOARD',
      true,
    ],
    [
      'dashboard, signed out',
      { ...visitor, orientationStarted: true },
      'CAN_ACCESS_DASHBOARD',
      false,
    ],
  ])('%s', (_name, facts, permission, held) => {
    expect(heldPermissions(facts, all).includes(permission)).toBe(held);
  });

  it('counts a level only when the tenant grants it', () => {
    const facts = { ...signedIn, orderId: 'o1' };
    const withoutPay = all.filter((p) => p !== 'CAN_PAY');
    expect(heldPermissions(facts, withoutPay)).toEqual(['CAN_VIEW_FRONT_STORE', 'CAN_PLACE_ORDER']);
  });

  it('always holds the front store, even when not granted', () => {
    expect(heldPermissions(visitor, [])).toEqual(['CAN_VIEW_FRONT_STORE']);
  });
});

describe('highestPermission', () => {
  const paidUp = {
    ...signedIn,
    orderId: 'o1',
    orderStatus: 'SUCCESS',
    membershipStatus: 'enabled',
  } as const;
  const noSelect = all.filter((p) => p !== 'CAN_SELECT_COURSEWORK');
  it.each<[string, OnboardingFacts, readonly Permission[], Permission]>([
    ['visitor', visitor, all, 'CAN_VIEW_FRONT_STORE'],
    ['signed in, no order', signedIn, all, 'CAN_PLACE_ORDER'],
    [
      'order created',
      { ...signedIn, orderId: 'o1', orderStatus: 'CREATED', membershipStatus: 'pending' },
      all,
      'CAN_PAY',
    ],
    ['paid, membership enabled', paidUp, all, 'CAN_FILL_PROFILE'],
    [
      'profile saved, selective, no course',
      { ...paidUp, hasUserData: true, enrollmentType: 'paid-selective' },
      all,
      'CAN_SELECT_COURSEWORK',
    ],
    [
      'profile saved, tenant without course selection',
      { ...paidUp, hasUserData: true },
      noSelect,
      'CAN_COMPLETE_ONBOARDING',
    ],
    [
      'profile saved, selective, one course',
      { ...paidUp, hasUserData: true, enrollmentType: 'paid-selective', courseCount: 1 },
      all,
      'CAN_COMPLETE_ONBOARDING',
    ],
    [
      'orientation started',
      { ...paidUp, hasUserData: true, orientationStarted: true },
      all,
      'CAN_ACCESS_DASHBOARD',
    ],
    ['signed in, tenant grants nothing', signedIn, [], 'CAN_VIEW_FRONT_STORE'],
  ])('%s -> %s', (_name, facts, granted, expected) => {
    expect(highestPermission(facts, granted)).toBe(expected);
  });
});
