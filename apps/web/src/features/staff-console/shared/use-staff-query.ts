import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-error';
import type { RequestOptions } from '@/lib/api-client';
import { useServices } from '@/lib/app-services';
import { useRenewStaffSession } from '../sign-in/renew-staff-session';
import { staffSession } from '../sign-in/staff-session';

/**
 * A call to the staff API with the staff token, never the student's (auth: false). A refused token
 * gets one renewal and the call one more try with the fresh token (docs/staff-console.md
 * "Sessions"); a refused renewal ends the session and the page asks to sign in.
 */
export function useStaffFetch() {
  const { api } = useServices();
  const { renew } = useRenewStaffSession();
  return useCallback(
    async <T>(path: string, options: Omit<RequestOptions, 'auth' | 'headers'> = {}) => {
      const ask = (accessToken: string | undefined) =>
        api.request<T>(path, {
          ...options,
          auth: false,
          headers: { Authorization: `Bearer ${accessToken ?? ''}` },
        });
      const accessToken = staffSession.get()?.accessToken;
      try {
        return await ask(accessToken);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401 && accessToken)) throw error;
        const renewed = await renew(accessToken);
        if (!renewed) throw error;
        return ask(renewed);
      }
    },
    [api, renew],
  );
}

/**
 * A GET on the staff API (useStaffFetch). The key holds no token, so the renewal timer's fresh
 * token does not read (and audit) a record again.
 */
export function useStaffQuery<T>(options: {
  queryKey: QueryKey;
  path: string;
  enabled?: boolean;
  /** Show the last answer while the next one loads (the next page of a list). */
  keepPrevious?: boolean;
}) {
  const { queryKey, path, enabled = true, keepPrevious = false } = options;
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => staffFetch<T>(path, { signal }),
    enabled,
    retry: false,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * A change through the staff API whose answer is the new state of what it changed: the answer
 * goes into the cache under `queryKey` (no second read, so no second audit entry), and the lists
 * under `stale` are asked again.
 */
export function useStaffMutation<TVariables, TResult>(options: {
  request: (variables: TVariables) => { path: string } & Omit<RequestOptions, 'auth' | 'headers'>;
  queryKey: QueryKey;
  stale: QueryKey;
}) {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => {
      const { path, ...rest } = options.request(variables);
      return staffFetch<TResult>(path, rest);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(options.queryKey, result);
      void queryClient.invalidateQueries({ queryKey: options.stale });
    },
  });
}
