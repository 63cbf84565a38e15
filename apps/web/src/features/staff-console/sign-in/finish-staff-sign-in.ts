import { useMutation } from '@tanstack/react-query';
import type { StaffSecondFactorStep, StaffSession } from '@portal/domain/staff/staff-session';
import { useServices } from '@/lib/app-services';

/** POST /staff-api/session/second-factor: a code or a recovery code opens the staff session. */
export function useFinishStaffSignIn() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (step: StaffSecondFactorStep) =>
      api.request<StaffSession>('/staff-api/session/second-factor', {
        method: 'POST',
        json: step,
        auth: false,
      }),
  });
}
