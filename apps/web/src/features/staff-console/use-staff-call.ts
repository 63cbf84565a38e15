import { useCallback } from 'react';
import { ApiError } from '@/lib/api-error';
import { useServices } from '@/lib/app-services';
import { useRenewStaffSession } from './api/renew-staff-session';
import { staffSession } from './staff-session';

/**
 * A call that changes something on the staff API, with the staff token, never the student's. As
 * useStaffQuery does, a refused token gets one renewal and the call one more try with the fresh
 * token (docs/staff-console.md "Sessions"). A refusal for any other reason is the caller's.
 */
export function useStaffCall() {
  const { api } = useServices();
  const { renew } = useRenewStaffSession();
  return useCallback(
    async <T>(path: string, options: { method: 'POST' | 'PUT' | 'DELETE'; json?: unknown }) => {
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
