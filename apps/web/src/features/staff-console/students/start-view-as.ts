import { useMutation } from '@tanstack/react-query';
import type { ViewAsGrant, ViewAsRequest } from '@portal/domain/staff/view-as';
import { useStaffFetch } from '../shared/use-staff-query';

/**
 * POST /staff-api/students/:studentId/view-as with the reason: a read-only token for the student's
 * side, audited by the server (docs/staff-console.md "Seeing the portal as the student").
 */
export function useStartViewAs(studentId: string) {
  const staffFetch = useStaffFetch();
  return useMutation({
    mutationFn: (request: ViewAsRequest) =>
      staffFetch<ViewAsGrant>(`/staff-api/students/${encodeURIComponent(studentId)}/view-as`, {
        method: 'POST',
        json: request,
      }),
  });
}
