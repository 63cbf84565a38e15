import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CourseAction,
  ReasonOnlyAction,
  StudentActionDone,
  StudentActionRequest,
  StudentCourseAction,
  StudentProfileCorrection,
  StudentReceiptResend,
} from '@portal/domain/staff/student-actions';
import type { StudentAccessEnd, StudentAccessExtension } from '@portal/domain/staff/access-change';
import { staffKeys } from '../shared/staff-keys';
import { useStaffFetch } from '../shared/use-staff-query';

/**
 * POST /staff-api/students/:studentId/actions/:action with the reason (and the details) (docs/staff-console.md
 * "Acting on a student"); once done, the record is read again to show what changed.
 */
export function useActOnStudent(studentId: string) {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      call:
        | { action: ReasonOnlyAction; body: StudentActionRequest }
        | { action: 'correct-profile'; body: StudentProfileCorrection }
        | { action: 'extend-access'; body: StudentAccessExtension }
        | { action: 'end-access'; body: StudentAccessEnd }
        | { action: 'resend-receipt'; body: StudentReceiptResend }
        | { action: CourseAction; body: StudentCourseAction },
    ) =>
      staffFetch<StudentActionDone>(
        `/staff-api/students/${encodeURIComponent(studentId)}/actions/${call.action}`,
        { method: 'POST', json: call.body },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffKeys.studentRecord(studentId) }),
  });
}
