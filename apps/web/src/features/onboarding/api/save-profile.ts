import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingProfileRequest } from '@portal/domain/enrollment/enrollment-api';
import { useApi } from '@/lib/app-services';
import { writeSlice } from '@/lib/storage';
import type { User } from '@/lib/student/get-user';
import { studentKeys } from '@/lib/student/query-keys';

/** PUT /user-api/users: saves the onboarding profile; the answer is the updated user. */
export function useSaveProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: OnboardingProfileRequest) =>
      api.request<User>('/user-api/users', { method: 'PUT', json: profile }),
    onSuccess: (user) => {
      writeSlice('user', user);
      queryClient.setQueryData<User>(studentKeys.user(), user);
    },
  });
}
