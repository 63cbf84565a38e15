import type { TranscriptDestinationRequest } from '@portal/domain/user/transcript-destination';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { useUserMutation } from './update-user';

/** PUT /user-api/users/transcript-destination: the target institution and transcript partner. */
export const useSaveTranscriptDestination = () =>
  useUserMutation((api, destination: TranscriptDestinationRequest) =>
    api.request<UserProfile>('/user-api/users/transcript-destination', {
      method: 'PUT',
      json: destination,
    }),
  );
