import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrarDecision } from '@portal/domain/staff/registrar-queues';
import { staffKeys } from '../shared/staff-keys';
import { useStaffFetch } from '../shared/use-staff-query';

/**
 * A registrar's move on an item of a queue (docs/staff-console.md "The registrar's queues"):
 * POST .../transcripts/{id}/move, .../prior-credit/{id}/decision,
 * .../exam-registrations/{orderId}/decision or .../admissions/{id}/decision. Whatever the answer, the queues are asked again:
 * a move another registrar made first (ALREADY_DECIDED) leaves the queue too.
 */
export function useDecideRegistrarItem() {
  const call = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { path: string; body: Record<string, unknown> }) =>
      call<RegistrarDecision>(decision.path, { method: 'POST', json: decision.body }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...staffKeys.registrar(), 'queue'] }),
  });
}
