import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '@/lib/app-services';
import { staffSession } from './staff-session';
import { staffKeys } from '../shared/staff-keys';

/** DELETE /staff-api/session; the local staff session ends even when the call fails. */
export function useSignOutStaff() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accessToken: string) => {
      try {
        await api.request<void>('/staff-api/session', {
          method: 'DELETE',
          auth: false,
          headers: { Authorization: `Bearer ${accessToken}` },
        });
      } finally {
        staffSession.set(null);
        queryClient.removeQueries({ queryKey: staffKeys.all });
      }
    },
  });
}
