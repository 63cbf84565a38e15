import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-error';
import type { RequestOptions } from '@/lib/api-client';
import { useServices } from '@/lib/app-services';
import { useRenewStaffSession } from './api/renew-staff-session';
import { staffSession } from './staff-session';

/**
 * A GET on the staff API with the staff token, never the student's (auth: false). A refused token
 * gets one renewal and the call one more try with the fresh token (docs/staff-console.md
 * "Sessions"); a refused renewal ends the session and the page asks to sign in. The key holds no
 * token, so the renewal timer's fresh token does not read (and audit) a record again.
 */
export function useStaffQuery<T>(options: {
  queryKey: QueryKey;
  path: string;
  enabled?: boolean;
  /** Show the last answer while the next one loads (the next page of a list). */
  keepPrevious?: boolean;
}) {
  const { queryKey, path, enabled = true, keepPrevious = false } = options;
  const staffRequest = useStaffRequest();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => staffRequest<T>(path, { signal }),
    enabled,
    retry: false,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * A call on the staff API with the staff token (a GET, or an action's POST): a refused token gets
 * one renewal and the call one more try, as `useStaffQuery` does.
 */
export function useStaffRequest() {
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
