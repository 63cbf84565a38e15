import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/app-services';
import { writeSlice } from '@/lib/storage';
import type { User } from '@/lib/student/get-user';
import { studentKeys } from '@/lib/student/query-keys';

/** POST /user-api/users/orientation: the last onboarding step; it opens the dashboard. */
export function useStartOrientation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<User>('/user-api/users/orientation', { method: 'POST' }),
    onSuccess: (user) => {
      writeSlice('user', user);
      queryClient.setQueryData<User>(studentKeys.user(), user);
    },
  });
}
