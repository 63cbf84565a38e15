import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreviousLogin } from '@portal/domain/user/previous-login';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { dashboardKeys } from './dashboard-keys';

/** GET /user-events-api/users/events/USER_LOGIN/previous: the sign-in before this session's. */
export const previousLoginQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: dashboardKeys.previousLogin(),
    queryFn: () => api.request<PreviousLogin>('/user-events-api/users/events/USER_LOGIN/previous'),
    // It cannot change until the next sign-in, which starts with an empty cache.
    staleTime: Infinity,
  });

export const usePreviousLogin = () => useQuery(previousLoginQuery(useApi()));
