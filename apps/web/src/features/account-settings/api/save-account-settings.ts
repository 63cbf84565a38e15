import type { AccountSettingsRequest } from '@portal/domain/user/account-settings';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { useUserMutation } from './update-user';

/** PUT /user-api/users/account-settings: names, address, phone, SMS opt-in and target date. */
export const useSaveAccountSettings = () =>
  useUserMutation((api, settings: AccountSettingsRequest) =>
    api.request<UserProfile>('/user-api/users/account-settings', { method: 'PUT', json: settings }),
  );
