import type { QueryClient } from '@tanstack/react-query';
import { browserServices } from '@/lib/browser-services';
import { authSession, PORTAL_SCOPE, sessionFromTokenResponse } from '@/lib/auth-session';
import { courseworkQueryOptions } from '@/lib/student/get-coursework';
import { membershipQueryOptions } from '@/lib/student/get-membership';
import { orderQueryOptions } from '@/lib/student/get-order';
import { userQueryOptions, type User } from '@/lib/student/get-user';
import { clearUserSlices } from '@/lib/storage';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * The login flow of SPEC §4: get tokens (password grant), decode the access token's claims, load
 * the user, then the order, membership and coursework. Failures of the last three are tolerated
 * (a new user has none); a failure to load the user undoes the login.
 */
export async function signIn(
  { username, password }: Credentials,
  { queryClient, now = Date.now }: { queryClient: QueryClient; now?: () => number },
): Promise<User> {
  const tokens = await browserServices().api.requestTokens({
    username,
    password,
    grant_type: 'password',
    scope: PORTAL_SCOPE,
  });
  // Data of a previous user must never leak into this session.
  clearUserSlices();
  queryClient.clear();
  authSession.set(sessionFromTokenResponse(tokens, now()));
  let user: User;
  try {
    user = await queryClient.fetchQuery(userQueryOptions());
  } catch (error) {
    authSession.clear();
    clearUserSlices();
    throw error;
  }
  // Not retried here: the login must not wait on them; the guard's queries fetch them again.
  await Promise.allSettled([
    queryClient.fetchQuery({ ...orderQueryOptions(), retry: false }),
    queryClient.fetchQuery({ ...membershipQueryOptions(), retry: false }),
    queryClient.fetchQuery({ ...courseworkQueryOptions(), retry: false }),
  ]);
  return user;
}
