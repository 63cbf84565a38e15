import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/app-services';
import { writeSlice } from '@/lib/storage';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { studentKeys } from '@/lib/student/query-keys';

/** POST /user-api/users/orientation: the last onboarding step; it opens the dashboard. */
export function useStartOrientation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<UserProfile>('/user-api/users/orientation', { method: 'POST' }),
    onSuccess: (user) => {
      writeSlice('user', user);
      queryClient.setQueryData<UserProfile>(studentKeys.user(), user);
    },
  });
}
