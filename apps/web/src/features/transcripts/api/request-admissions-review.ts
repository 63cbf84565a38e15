import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdmissionsChecklist } from '@portal/domain/coursework/admissions';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useApi } from '@/lib/app-services';
import { transcriptKeys } from './transcript-keys';

/** POST /coursework-api/admissions: answers the checklist with the review asked for. */
export function useRequestAdmissionsReview() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.request<AdmissionsChecklist>('/coursework-api/admissions', { method: 'POST' }),
    onSuccess: (checklist) => queryClient.setQueryData(transcriptKeys.admissions(), checklist),
    onError: useApiErrorToast(),
  });
}
