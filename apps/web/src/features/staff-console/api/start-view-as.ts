import { useMutation } from '@tanstack/react-query';
import type { ViewAsGrant, ViewAsRequest } from '@portal/domain/staff/view-as';
import { ApiError } from '@/lib/api-error';
import { useServices } from '@/lib/app-services';
import { useRenewStaffSession } from './renew-staff-session';
import { staffSession } from '../staff-session';

/**
 * POST /staff-api/students/:studentId/view-as with the reason: a read-only token for the student's
 * side, audited by the server (docs/staff-console.md "Seeing the portal as the student"). A refused
 * staff token gets one renewal and the call one more try, as the staff reads do.
 */
export function useStartViewAs(studentId: string) {
  const { api } = useServices();
  const { renew } = useRenewStaffSession();
  return useMutation({
    mutationFn: async (request: ViewAsRequest) => {
      const ask = (accessToken: string | undefined) =>
        api.request<ViewAsGrant>(`/staff-api/students/${encodeURIComponent(studentId)}/view-as`, {
          method: 'POST',
          json: request,
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
  });
}
