import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-error';
import { useServices } from '@/lib/app-services';
import { useRenewStaffSession } from './api/renew-staff-session';

/** A staff call refused for its token: a renewal is under way, or the session has ended. */
export function isRefusedToken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * A GET on the staff API with the staff token, never the student's (auth: false). A refused token
 * gets one renewal (docs/staff-console.md "Sessions"): the fresh token is another query key, so
 * the call is asked again; a refused renewal ends the session and the page asks to sign in.
 */
export function useStaffQuery<T>(options: {
  accessToken: string;
  queryKey: QueryKey;
  path: string;
  enabled?: boolean;
}) {
  const { accessToken, queryKey, path, enabled = true } = options;
  const { api } = useServices();
  const { renew } = useRenewStaffSession();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api.request<T>(path, {
        auth: false,
        headers: { Authorization: `Bearer ${accessToken}` },
        signal,
      }),
    enabled,
    retry: false,
  });
  const refused = isRefusedToken(query.error);
  useEffect(() => {
    if (refused) void renew(accessToken);
  }, [refused, renew, accessToken]);
  return query;
}
