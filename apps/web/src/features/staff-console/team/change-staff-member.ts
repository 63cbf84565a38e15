import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffListItem, StaffPatch } from '@portal/domain/staff/staff-team';
import { staffKeys } from '../shared/staff-keys';
import { useStaffFetch } from '../shared/use-staff-query';

/** PATCH /staff-api/staff/{id}: name, roles, scope or standing; the list is read again. */
export function useChangeStaffMember() {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: StaffPatch }) =>
      request<StaffListItem>(`/staff-api/staff/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: patch,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.team() }),
  });
}
