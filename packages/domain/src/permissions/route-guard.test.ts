import { describe, expect, it } from 'vitest';
import type { OnboardingFacts } from './held-permissions';
import { PERMISSIONS } from './permission';
import { guardRoute, landingRoute, matchRoute } from './route-guard';
import { defaultRouteMap } from './route-map';

describe('matchRoute', () => {
  it.each([
    ['/schools', '/schools', true],
    ['/schools', '/schools/', true],
    ['/schools', '/schools?x=1', true],
    ['/schools', '/schools#top', true],
    ['/schools', '/school', false],
    ['/schools', '/schools/extra', false],
    ['/', '/', true],
    ['/', '', true],
    ['/', '/about', false],
    ['/program/:slug', '/program/nursing', true],
    ['/program/:slug', '/program', false],
    ['/program/:slug', '/program/a/b', false],
    ['/payment/:status?', '/payment', true],
    ['/payment/:status?', '/payment/success', true],
    ['/payment/:status?', '/payment/success/more', false],
    ['/account/order/:orderId/:transactionId?/:transactionType?', '/account/order/1', true],
    ['/account/order/:orderId/:transactionId?/:transactionType?', '/account/order/1/2', true],
    [
      '/account/order/:orderId/:transactionId?/:transactionType?',
      '/account/order/1/2/SUBSCRIPTION',
      true,
    ],
    ['/account/order/:orderId/:transactionId?/:transactionType?', '/account/order', false],
    ['/pathways/*', '/pathways', true],
    ['/pathways/*', '/pathways/a/b/c', true],
    ['/pathways/*', '/pathwaysx', false],
    // Matched like React Router: case-insensitive, decoded, repeated slashes collapsed.
    ['/account/dashboard', '/Account/DASHBOARD', true],
    ['/account/dashboard', '/%61ccount/dashboard', true],
    ['/account/dashboard', '//account//dashboard', true],
  ])('%s vs %s -> %s', (pattern, path, expected) => {
    expect(matchRoute(pattern, path)).toBe(expected);
  });
});

const routeMap = defaultRouteMap('paid-preselected');
const granted = PERMISSIONS;
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
const atLevel = {
  placeOrder: { ...visitor, loggedIn: true },
  pay: {
    ...visitor,
    loggedIn: true,
    orderId: 'o1',
    orderStatus: 'CREATED',
    membershipStatus: 'pending',
  },
  fillProfile: {
    ...visitor,
    loggedIn: true,
    orderId: 'o1',
    orderStatus: 'SUCCESS',
    membershipStatus: 'enabled',
  },
  completeOnboarding: {
    ...visitor,
    loggedIn: true,
    orderId: 'o1',
    orderStatus: 'SUCCESS',
    membershipStatus: 'enabled',
    hasUserData: true,
  },
  // A bank transfer returned during enrolment: the plan owes the price, the membership expired.
  returnedBeforeDashboard: {
    ...visitor,
    loggedIn: true,
    orderId: 'o1',
    orderStatus: 'SUCCESS',
    membershipStatus: 'expired',
    hasUserData: true,
  },
  dashboard: {
    ...visitor,
    loggedIn: true,
    orderId: 'o1',
    orderStatus: 'SUCCESS',
    membershipStatus: 'enabled',
    hasUserData: true,
    orientationStarted: true,
  },
} satisfies Record<string, OnboardingFacts>;

describe('guardRoute (docs/product/states-and-transitions.md)', () => {
  it.each([
    ['visitor, home', visitor, '/', undefined],
    ['visitor, help page', visitor, '/help-center/policies/refunds', undefined],
    ['visitor, pathway child', visitor, '/pathways/returning-fhsu-students/tigers', undefined],
    ['visitor, catalog', visitor, '/online-college-courses/business/p1', undefined],
    ['visitor, unknown path (not found)', visitor, '/no/such/page', undefined],
    ['visitor, dashboard', visitor, '/account/dashboard', '/login?redirect=%2Faccount%2Fdashboard'],
    [
      'visitor, support request',
      visitor,
      '/help-center/support-request',
      '/login?redirect=%2Fhelp-center%2Fsupport-request',
    ],
    ['visitor, payment', visitor, '/enrollment/payment', '/login?redirect=%2Fenrollment%2Fpayment'],
    ['dashboard user, front store', atLevel.dashboard, '/faq', undefined],
    ['dashboard user, /login is front store', atLevel.dashboard, '/login', undefined],
    ['place order, payment', atLevel.placeOrder, '/enrollment/payment', undefined],
    [
      'place order, review',
      atLevel.placeOrder,
      '/enrollment/payment/review',
      '/enrollment/payment',
    ],
    ['place order, dashboard', atLevel.placeOrder, '/account/dashboard', '/enrollment/payment'],
    ['pay, review', atLevel.pay, '/enrollment/payment/review/success', undefined],
    ['pay, profile', atLevel.pay, '/onboarding/profile', '/enrollment/payment'],
    ['fill profile, profile', atLevel.fillProfile, '/onboarding/profile', undefined],
    [
      'fill profile, payment (a lower level)',
      atLevel.fillProfile,
      '/enrollment/payment',
      '/onboarding/profile',
    ],
    [
      'fill profile, the confirmation after paying',
      atLevel.fillProfile,
      '/enrollment/payment/review/success',
      undefined,
    ],
    ['fill profile, dashboard', atLevel.fillProfile, '/account/transcripts', '/onboarding/profile'],
    ['complete onboarding, success', atLevel.completeOnboarding, '/onboarding/success', undefined],
    [
      'complete onboarding, profile',
      atLevel.completeOnboarding,
      '/onboarding/profile',
      '/onboarding/success',
    ],
    ['dashboard, order details', atLevel.dashboard, '/account/order/o1/t1/ORDER', undefined],
    [
      'complete onboarding, billing',
      atLevel.completeOnboarding,
      '/account/billing-preferences',
      '/onboarding/success',
    ],
    [
      'complete onboarding with an expired membership, billing',
      atLevel.returnedBeforeDashboard,
      '/account/billing-preferences',
      undefined,
    ],
    [
      'complete onboarding with an expired membership, a payment round trip back to billing',
      atLevel.returnedBeforeDashboard,
      '/account/billing-preferences/success/debt',
      undefined,
    ],
    [
      'complete onboarding with an expired membership, order details',
      atLevel.returnedBeforeDashboard,
      '/account/order/o1/t1/ORDER',
      undefined,
    ],
    [
      'complete onboarding with an expired membership, dashboard',
      atLevel.returnedBeforeDashboard,
      '/account/dashboard',
      '/onboarding/success',
    ],
    ['dashboard, moodle', atLevel.dashboard, '/moodle-sso/module/M-7', undefined],
    [
      'dashboard, onboarding success',
      atLevel.dashboard,
      '/onboarding/success',
      '/account/dashboard',
    ],
    [
      'dashboard, upper-case path of a lower level',
      atLevel.dashboard,
      '/ONBOARDING/profile',
      '/account/dashboard',
    ],
  ])('%s', (_name, facts, path, redirect) => {
    const decision = guardRoute({ path, facts, granted, routeMap });
    expect(decision).toEqual(
      redirect === undefined ? { kind: 'allow' } : { kind: 'redirect', to: redirect },
    );
  });

  it('select coursework user is kept on the course picker', () => {
    const facts = { ...atLevel.completeOnboarding, enrollmentType: 'paid-selective' as const };
    const map = defaultRouteMap('paid-selective');
    expect(guardRoute({ path: '/onboarding/courses', facts, granted, routeMap: map })).toEqual({
      kind: 'allow',
    });
    expect(guardRoute({ path: '/onboarding/success', facts, granted, routeMap: map })).toEqual({
      kind: 'redirect',
      to: '/onboarding/courses',
    });
  });

  it.each([
    ['?tab=2', '/login?redirect=%2Faccount%2Fdashboard%3Ftab%3D2'],
    ['tab=2', '/login?redirect=%2Faccount%2Fdashboard%3Ftab%3D2'],
    ['', '/login?redirect=%2Faccount%2Fdashboard'],
  ])('carries the query %j into the login redirect', (search, to) => {
    expect(
      guardRoute({ path: '/account/dashboard', search, facts: visitor, granted, routeMap }),
    ).toEqual({
      kind: 'redirect',
      to,
    });
  });
});

describe('landingRoute', () => {
  it.each([
    ['visitor', visitor, '/'],
    ['place order', atLevel.placeOrder, '/enrollment/payment'],
    ['pay', atLevel.pay, '/enrollment/payment'],
    ['fill profile', atLevel.fillProfile, '/onboarding/profile'],
    ['complete onboarding', atLevel.completeOnboarding, '/onboarding/success'],
    ['dashboard', atLevel.dashboard, '/account/dashboard'],
  ])('%s -> %s', (_name, facts, expected) => {
    expect(landingRoute({ facts, granted, routeMap })).toBe(expected);
  });

  it('prepaid users without an order land on the access-code page', () => {
    const facts = { ...atLevel.placeOrder, enrollmentType: 'prepaid' as const };
    expect(landingRoute({ facts, granted, routeMap: defaultRouteMap('prepaid') })).toBe(
      '/enrollment/account',
    );
  });
});
