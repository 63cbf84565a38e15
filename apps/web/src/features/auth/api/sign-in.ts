import type { QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@portal/domain/user/user-profile';
import type { ApiClient } from '@/lib/api-client';
import { authSession, PORTAL_SCOPE, sessionFromTokenResponse } from '@/lib/auth-session';
import { courseworkQueryOptions } from '@/lib/student/get-coursework';
import { membershipQueryOptions } from '@/lib/student/get-membership';
import { orderQueryOptions } from '@/lib/student/get-order';
import { userQueryOptions } from '@/lib/student/get-user';
import { clearUserSlices } from '@/lib/storage';

export interface Credentials {
  username: string;
  password: string;
}

export interface SignInServices {
  api: ApiClient;
  queryClient: QueryClient;
  now?: () => number;
}

/**
 * The login flow of docs/product/states-and-transitions.md: get tokens (password grant), decode the access token's claims, load
 * the user, then the order, membership and coursework. Failures of the last three are tolerated
 * (a new user has none); a failure to load the user undoes the login.
 */
export async function signIn(
  { username, password }: Credentials,
  { api, queryClient, now = Date.now }: SignInServices,
): Promise<UserProfile> {
  const tokens = await api.requestTokens({
    username,
    password,
    grant_type: 'password',
    scope: PORTAL_SCOPE,
  });
  // Data of a previous user must never leak into this session.
  clearUserSlices();
  queryClient.clear();
  authSession.set(sessionFromTokenResponse(tokens, now()));
  let user: UserProfile;
  try {
    user = await queryClient.fetchQuery(userQueryOptions(api));
  } catch (error) {
    authSession.clear();
    clearUserSlices();
    throw error;
  }
  // Not retried here: the login must not wait on them; the guard's queries fetch them again.
  await Promise.allSettled([
    queryClient.fetchQuery({ ...orderQueryOptions(api), retry: false }),
    queryClient.fetchQuery({ ...membershipQueryOptions(api), retry: false }),
    queryClient.fetchQuery({ ...courseworkQueryOptions(api), retry: false }),
  ]);
  return user;
}
