import { PERMISSIONS } from './permission';
import { matchRoute } from './route-guard';
import type { RouteMap } from './route-map';
import { ROUTE_PATHS as R } from './route-paths';

/**
 * What a student needs to reach the portal (docs/product/screens-and-routes.md): the home page, sign-in, logout and the
 * password routes, and the pages a learner paying for enrolment comes back to from a gateway.
 */
export const STUDENT_ACCESS_ROUTES: readonly string[] = [
  R.home,
  R.login,
  R.logout,
  R.auth,
  R.paymentIframe,
  R.paymentAsyncResult,
  R.paymentResult,
];

/**
 * The accessibility statement (docs/accessibility/README.md) stays open on a coming-soon site too: how to reach the
 * tenant about a barrier must be readable on every site, before the storefront opens.
 */
const ACCESSIBILITY_STATEMENT = `${R.helpCenter}/policies/accessibility`;

/**
 * The staff console (docs/staff-console.md) is the college's own tool, not the storefront: a
 * partner's staff sign in on their tenant's site before it opens to students, too.
 */
const isStaffConsole = (path: string) =>
  matchRoute(R.staff, path) || path.startsWith(`${R.staff}/`);

/**
 * While a tenant's home page is coming soon, docs/product/screens-and-routes.md sends every other route home. A student
 * must still be able to sign in and use the portal, so the storefront goes home but the student
 * access routes above, the accessibility statement, the staff console and every route that a level beyond the storefront names (enrolment steps,
 * onboarding, the account area: the permission guard decides those) stay open.
 */
export function comingSoonSendsHome(path: string, routeMap: RouteMap): boolean {
  if (STUDENT_ACCESS_ROUTES.some((route) => matchRoute(route, path))) return false;
  if (matchRoute(ACCESSIBILITY_STATEMENT, path)) return false;
  if (isStaffConsole(path)) return false;
  return !PERMISSIONS.some(
    (level) =>
      level !== 'CAN_VIEW_FRONT_STORE' && routeMap[level].some((route) => matchRoute(route, path)),
  );
}
