import { useCallback } from 'react';
import { ApiError } from '@/lib/api-error';
import { useServices } from '@/lib/app-services';
import type { RequestOptions } from '@/lib/api-client';
import { useRenewStaffSession } from './api/renew-staff-session';
import { staffSession } from './staff-session';

/**
 * A call to the staff API with the staff token, never the student's (auth: false). A refused
 * token gets one renewal and the call one more try with the fresh token (docs/staff-console.md
 * "Sessions"); a refused renewal ends the session and the page asks to sign in.
 */
export function useStaffRequest() {
  const { api } = useServices();
  const { renew } = useRenewStaffSession();
  return useCallback(
    async <T>(path: string, options: Omit<RequestOptions, 'auth' | 'headers'> = {}): Promise<T> => {
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
