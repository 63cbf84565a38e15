import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@portal/domain/user/user-profile';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { writeSlice } from '@/lib/storage';
import { studentKeys } from '@/lib/student/query-keys';

/**
 * A mutation whose answer is the updated user (every account settings call answers so): the
 * stored user and the query cache take it, as a live user update would.
 */
export function useUserMutation<TInput>(
  send: (api: ApiClient, input: TInput) => Promise<UserProfile>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => send(api, input),
    onSuccess: (user) => {
      writeSlice('user', user);
      queryClient.setQueryData<UserProfile>(studentKeys.user(), user);
    },
  });
}
