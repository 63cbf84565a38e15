import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../shared/staff-keys';
import { useStaffFetch } from '../shared/use-staff-query';

/** DELETE /staff-api/passkeys/{id} with the member's password; the list is read again. */
export function useRemoveStaffPasskey() {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      request<void>(`/staff-api/passkeys/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        json: { password },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.passkeys() }),
  });
}
