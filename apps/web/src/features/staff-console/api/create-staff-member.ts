import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCreate, StaffListItem } from '@portal/domain/staff/staff-team';
import { staffKeys } from '../staff-keys';
import { useStaffRequest } from '../use-staff-request';

/** POST /staff-api/staff: a new member, mailed an enrolment link; the list is read again. */
export function useCreateStaffMember() {
  const request = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: StaffCreate) =>
      request<StaffListItem>('/staff-api/staff', { method: 'POST', json: member }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.team() }),
  });
}
