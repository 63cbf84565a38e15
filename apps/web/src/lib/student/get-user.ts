import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@portal/domain/user/user-profile';
import type { ApiClient } from '../api-client';
import { useApi } from '../app-services';
import { readSlice, writeSlice } from '../storage';
import { studentKeys } from './query-keys';

/** GET /user-api/users: the signed-in user (docs/product/entities.md "User"). */
export async function getUser(api: ApiClient): Promise<UserProfile> {
  const user = await api.request<UserProfile>('/user-api/users');
  writeSlice('user', user);
  return user;
}

export const userQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: studentKeys.user(),
    queryFn: () => getUser(api),
    // The last copy from storage lets the guard decide at once after a reload; it is refetched.
    initialData: () => readSlice<UserProfile>('user') ?? undefined,
    initialDataUpdatedAt: 0,
  });

export const useUser = () => useQuery(userQueryOptions(useApi()));
