import { useQueries } from '@tanstack/react-query';
import type { Course } from '@portal/domain/coursework/course';
import type { UserProfile } from '@portal/domain/user/user-profile';
import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';
import type { OnboardingFacts } from '@portal/domain/permissions/held-permissions';
import { landingRoute } from '@portal/domain/permissions/route-guard';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { useApi, useTenant } from '../app-services';
import { tenantRouting } from '../tenant-routing';
import { useIsLoggedIn } from '../use-auth-session';
import { courseworkQueryOptions } from './get-coursework';
import { membershipQueryOptions, type Membership } from './get-membership';
import { orderQueryOptions, type DegreeProgramOrder } from './get-order';
import { userQueryOptions } from './get-user';
import { studentKeys } from './query-keys';

export interface StudentData {
  loggedIn: boolean;
  user: UserProfile | null | undefined;
  order: DegreeProgramOrder | null | undefined;
  membership: Membership | null | undefined;
  coursework: Course[] | null | undefined;
  enrollmentType: EnrollmentType;
}

/** The facts the permission rules read (docs/product/states-and-transitions.md), from the student's data as last loaded. */
export function onboardingFacts(data: StudentData): OnboardingFacts {
  const loggedIn = data.loggedIn && data.user != null;
  return {
    loggedIn: data.loggedIn,
    orderId: loggedIn ? (data.order?.orderId ?? null) : null,
    orderStatus: loggedIn ? (data.order?.status ?? null) : null,
    membershipStatus: loggedIn ? (data.membership?.membershipStatus ?? null) : null,
    hasUserData: loggedIn && data.user?.attributes.userData != null,
    orientationStarted: loggedIn && data.user?.attributes.orientationStarted === true,
    courseCount: loggedIn ? (data.coursework?.length ?? 0) : 0,
    enrollmentType: data.enrollmentType,
  };
}

/** Facts from what the query cache holds right now, e.g. just after the login flow loaded it. */
export function onboardingFactsFromCache(
  client: QueryClient,
  loggedIn: boolean,
  config: PublicTenantConfig,
): OnboardingFacts {
  return onboardingFacts({
    loggedIn,
    user: client.getQueryData<UserProfile>(studentKeys.user()),
    order: client.getQueryData<DegreeProgramOrder | null>(studentKeys.order()),
    membership: client.getQueryData<Membership | null>(studentKeys.membership()),
    coursework: client.getQueryData<Course[]>(studentKeys.coursework()),
    enrollmentType: config.enrollmentType,
  });
}

export function landingRouteFor(facts: OnboardingFacts, config: PublicTenantConfig): string {
  return landingRoute({ facts, ...tenantRouting(config) });
}

export interface OnboardingFactsState {
  facts: OnboardingFacts;
  /** True while a signed-in user's data is still loading for the first time. */
  pending: boolean;
}

/**
 * The onboarding facts of the current visitor, kept current from the query cache. Failures of
 * order, membership and coursework are tolerated (docs/product/states-and-transitions.md): they count as "none".
 */
export function useOnboardingFacts(): OnboardingFactsState {
  const { config } = useTenant();
  const api = useApi();
  const loggedIn = useIsLoggedIn();
  const [user, order, membership, coursework] = useQueries({
    queries: [
      { ...userQueryOptions(api), enabled: loggedIn },
      { ...orderQueryOptions(api), enabled: loggedIn },
      { ...membershipQueryOptions(api), enabled: loggedIn },
      { ...courseworkQueryOptions(api), enabled: loggedIn },
    ],
  });
  // Only a first load: a query that already failed (coursework refused to an expired membership)
  // and is asked again counts as settled, or the page it guards would unmount and remount it,
  // asking again each time, for ever.
  const pending =
    loggedIn &&
    [user, order, membership, coursework].some(
      (q) =>
        q.data === undefined && q.isPending && q.fetchStatus !== 'idle' && q.errorUpdatedAt === 0,
    );
  return {
    facts: onboardingFacts({
      loggedIn,
      user: user.data,
      order: order.data,
      membership: membership.data,
      coursework: coursework.data,
      enrollmentType: config.enrollmentType,
    }),
    pending,
  };
}
