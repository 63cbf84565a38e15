import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingProfileRequest } from '@portal/domain/enrollment/onboarding-profile';
import { useApi } from '@/lib/app-services';
import { writeSlice } from '@/lib/storage';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { studentKeys } from '@/lib/student/query-keys';

/** PUT /user-api/users: saves the onboarding profile; the answer is the updated user. */
export function useSaveProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: OnboardingProfileRequest) =>
      api.request<UserProfile>('/user-api/users', { method: 'PUT', json: profile }),
    onSuccess: (user) => {
      writeSlice('user', user);
      queryClient.setQueryData<UserProfile>(studentKeys.user(), user);
    },
  });
}
