import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentAction, StudentActionDone } from '@portal/domain/staff/student-actions';
import { staffKeys } from '../staff-keys';
import { useStaffRequest } from '../use-staff-query';

/**
 * POST /staff-api/students/:studentId/actions/:action with the reason (docs/staff-console.md
 * "Acting on a student"); once done, the record is read again to show what changed.
 */
export function useActOnStudent(studentId: string) {
  const staffRequest = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: StudentAction; reason: string }) =>
      staffRequest<StudentActionDone>(
        `/staff-api/students/${encodeURIComponent(studentId)}/actions/${action}`,
        { method: 'POST', json: { reason } },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffKeys.studentRecord(studentId) }),
  });
}
