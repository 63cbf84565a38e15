import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCreate, StaffListItem } from '@portal/domain/staff/staff-team';
import { staffKeys } from '../shared/staff-keys';
import { useStaffFetch } from '../shared/use-staff-query';

/** POST /staff-api/staff: a new member, mailed an enrolment link; the list is read again. */
export function useCreateStaffMember() {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: StaffCreate) =>
      request<StaffListItem>('/staff-api/staff', { method: 'POST', json: member }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.team() }),
  });
}
