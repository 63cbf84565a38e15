import { highestPermission, type OnboardingFacts } from './held-permissions';
import { PERMISSIONS, type Permission } from './permission';
import type { RouteMap } from './route-map';
import { ROUTE_PATHS } from './route-paths';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardRouteOptions {
  /** The pathname being visited; a query string or hash on it is ignored for matching. */
  path: string;
  /** The query string (with or without the leading `?`), carried into the login redirect. */
  search?: string;
  facts: OnboardingFacts;
  granted: readonly Permission[];
  routeMap: RouteMap;
}

export interface LandingRouteOptions {
  facts: OnboardingFacts;
  granted: readonly Permission[];
  routeMap: RouteMap;
}

// Segments are compared decoded and case-insensitively, and empty segments are dropped, the way
// React Router matches: the guard must never see '/Account/dashboard' as an unknown (and thus
// allowed) path while the router renders the dashboard for it.
function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase();
      } catch {
        return s.toLowerCase();
      }
    });
}

function stripQueryAndHash(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

function matchSegments(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === '*' && rest.length === 0) return true;
  const optional = head.endsWith('?');
  const token = optional ? head.slice(0, -1) : head;
  const [first, ...others] = path;
  const matchesHere =
    first !== undefined &&
    (token.startsWith(':') || token === first) &&
    matchSegments(rest, others);
  return matchesHere || (optional && matchSegments(rest, path));
}

/**
 * Whether `path` matches a React Router pattern: `:param` needs one segment, `:param?` may be
 * absent, a trailing `/*` takes any rest (including none). Trailing slashes, query and hash of
 * `path` are ignored.
 */
export function matchRoute(pattern: string, path: string): boolean {
  return matchSegments(segmentsOf(pattern), segmentsOf(stripQueryAndHash(path)));
}

function matchesAny(patterns: readonly string[] | undefined, path: string): boolean {
  return (patterns ?? []).some((pattern) => matchRoute(pattern, path));
}

/**
 * Where an expired membership's balance is paid and its payments read (docs/billing.md): open to a
 * learner whose membership has expired whatever their step, since paying is what restores it. A
 * bank transfer returned during enrolment expires it before the dashboard, and with it these
 * pages, would open.
 */
const BALANCE_ROUTES = [ROUTE_PATHS.billingPreferences, ROUTE_PATHS.orderDetails];

function firstRoute(routeMap: RouteMap, permission: Permission): string {
  return routeMap[permission]?.[0] ?? '/';
}

/**
 * The routing guard of docs/product/states-and-transitions.md "Permission levels".
 *
 * - A front-store path is always allowed, and so is a path that no level 1-6 route matches
 *   (it renders the not-found page, which is front store too).
 * - Otherwise a visitor is sent to `/login?redirect=<path and query>`.
 * - A signed-in user is allowed only the routes of their highest held level and is otherwise
 *   sent to that level's first route; a learner whose membership has expired may also reach the
 *   billing pages (`BALANCE_ROUTES`), where the balance is paid.
 */
export function guardRoute({
  path,
  search = '',
  facts,
  granted,
  routeMap,
}: GuardRouteOptions): GuardDecision {
  if (matchesAny(routeMap.CAN_VIEW_FRONT_STORE, path)) return { kind: 'allow' };
  const guarded = PERMISSIONS.filter((p) => p !== 'CAN_VIEW_FRONT_STORE');
  if (!guarded.some((p) => matchesAny(routeMap[p], path))) return { kind: 'allow' };
  if (!facts.loggedIn) {
    const query = search === '' || search.startsWith('?') ? search : `?${search}`;
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path + query)}` };
  }
  const highest = highestPermission(facts, granted);
  if (matchesAny(routeMap[highest], path)) return { kind: 'allow' };
  if (facts.membershipStatus === 'expired' && matchesAny(BALANCE_ROUTES, path)) {
    return { kind: 'allow' };
  }
  return { kind: 'redirect', to: firstRoute(routeMap, highest) };
}

/**
 * Where a user belongs right now: the first route of their highest held level. '/login' and the
 * other pages that send signed-in users "to the dashboard" (docs/product/screens-and-routes.md) send them here instead, so
 * someone mid-onboarding lands on their current step.
 */
export function landingRoute({ facts, granted, routeMap }: LandingRouteOptions): string {
  return firstRoute(routeMap, highestPermission(facts, granted));
}
