import type { Feedback } from '@portal/domain/user/feedback';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { useUserMutation } from './update-user';

/** POST /user-api/users/feedback (docs/product/api-calls.md). */
export const useSendFeedback = () =>
  useUserMutation((api, feedback: Feedback) =>
    api.request<UserProfile>('/user-api/users/feedback', { method: 'POST', json: feedback }),
  );
