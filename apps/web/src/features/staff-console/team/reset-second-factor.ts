import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../shared/staff-keys';
import { useStaffFetch } from '../shared/use-staff-query';

/**
 * POST /staff-api/staff/{id}/second-factor/reset: clears a member's factor, ends their sessions and
 * mails them a new enrolment link; the list is read again.
 */
export function useResetSecondFactor() {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      request<void>(`/staff-api/staff/${encodeURIComponent(id)}/second-factor/reset`, {
        method: 'POST',
        json: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.team() }),
  });
}
