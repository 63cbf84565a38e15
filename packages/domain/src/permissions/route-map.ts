import { PUBLIC_REDIRECTS, VISITOR_CONTENT_PATHS } from '../content/public-pages';
import type { EnrollmentType } from '../enrollment/enrollment-type';
import type { Permission } from './permission';

/**
 * Route patterns (React Router syntax: `:param`, `:param?`, trailing `/*`) per permission level.
 * The first pattern of a level is where a user whose highest level it is gets sent
 * (SPEC §4), so it must be a concrete path without parameters.
 */
export type RouteMap = Record<Permission, string[]>;

const FRONT_STORE_ROUTES = [
  '/',
  '/login',
  '/logout',
  '/auth/callback',
  '/auth/password-forgotten',
  '/auth/password-reset/:code',
  '/program',
  '/program/:slug',
  '/online-college-courses/:categoryName?',
  '/online-college-courses/:categoryName/:productId',
  '/online-college-courses/:categoryName/subcategory/:subCategoryId',
  // Storefront, pathway and help-center pages open to visitors (well-connect, financial-avenue
  // and support-request are behind dashboard access: a front-store match would always allow them).
  ...VISITOR_CONTENT_PATHS,
  '/pathways/*',
  // Redirect sources of SPEC §2 "Redirects" and the partner-group roots.
  ...Object.keys(PUBLIC_REDIRECTS),
  '/enrollment/start',
  '/enrollment/account',
  '/assessment-account-creation',
  '/payment/iframe',
  '/paymentAsync/:paymentResponseStatus',
  '/payment/:paymentResponseStatus?',
];

// Where a signed-in user without an order starts, per onboarding mode (SPEC §2 "Enrollment
// routes by onboarding mode"): paid modes go straight to payment details, the prepaid modes to
// the page that takes the access code.
const PLACE_ORDER_ROUTE: Record<EnrollmentType, string> = {
  'paid-preselected': '/enrollment/payment',
  'paid-selective': '/enrollment/payment',
  prepaid: '/enrollment/account',
  'davita-assessment-prepaid': '/assessment-account-creation',
};

/** The route map every tenant starts from; a tenant may replace it through configuration. */
export function defaultRouteMap(type: EnrollmentType): RouteMap {
  return {
    CAN_VIEW_FRONT_STORE: [...FRONT_STORE_ROUTES],
    CAN_PLACE_ORDER: [PLACE_ORDER_ROUTE[type]],
    CAN_PAY: ['/enrollment/payment', '/enrollment/payment/review/:paymentResponseStatus?'],
    CAN_FILL_PROFILE: ['/onboarding/profile'],
    CAN_SELECT_COURSEWORK: ['/onboarding/courses'],
    CAN_COMPLETE_ONBOARDING: ['/onboarding/success'],
    CAN_ACCESS_DASHBOARD: [
      '/account/dashboard',
      '/account/challenge-exam/payment/:productId?',
      '/account/billing-preferences/:paymentResponseStatus?/:paymentResponseParams?',
      '/account/order/:orderId/:transactionId?/:transactionType?',
      '/account/account-settings',
      '/account/transcripts',
      '/account/manage-courses',
      '/help-center/well-connect',
      '/help-center/financial-avenue',
      '/help-center/support-request',
      '/moodle-sso/module/:moduleIdNumber',
    ],
  };
}
