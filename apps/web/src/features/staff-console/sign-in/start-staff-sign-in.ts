import { useMutation } from '@tanstack/react-query';
import type { StaffPasswordStep, StaffPendingSignIn } from '@portal/domain/staff/staff-session';
import { useServices } from '@/lib/app-services';

/** POST /staff-api/session: the password step; answers the token for the second factor. */
export function useStartStaffSignIn() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (step: StaffPasswordStep) =>
      api.request<StaffPendingSignIn>('/staff-api/session', {
        method: 'POST',
        json: step,
        auth: false,
      }),
  });
}
