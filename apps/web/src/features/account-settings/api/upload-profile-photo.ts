import type { UserProfile } from '@portal/domain/user/user-profile';
import { useUserMutation } from './update-user';

/** POST /user-api/users/profilePhoto: the image file as the body, with its own type. */
export const useUploadProfilePhoto = () =>
  useUserMutation((api, file: Blob) =>
    api.request<UserProfile>('/user-api/users/profilePhoto', { method: 'POST', file }),
  );

/** DELETE of the photo's own path: the student has no photo again. */
export const useRemoveProfilePhoto = () =>
  useUserMutation((api, path: string) => api.request<UserProfile>(path, { method: 'DELETE' }));
