import type { PolicyAgreement } from '@portal/domain/user/policy-agreement';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { useUserMutation } from './update-user';

/** PATCH /user-api/users/policy with the version in force (docs/product/api-calls.md). */
export const useAgreeToPolicy = () =>
  useUserMutation((api, agreement: PolicyAgreement) =>
    api.request<UserProfile>('/user-api/users/policy', { method: 'PATCH', json: agreement }),
  );
