import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranscriptRequest } from '@portal/domain/coursework/transcript-request';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useApi } from '@/lib/app-services';
import { transcriptKeys } from './transcript-keys';

/** DELETE /coursework-api/transcripts/{id}: withdraws a request not sent yet. */
export function useCancelTranscript() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.request<TranscriptRequest>(`/coursework-api/transcripts/${id}`, { method: 'DELETE' }),
    onSuccess: (request) => {
      queryClient.setQueryData<TranscriptRequest[]>(transcriptKeys.history(), (history) =>
        history?.map((r) => (r.id === request.id ? request : r)),
      );
      void queryClient.invalidateQueries({ queryKey: transcriptKeys.admissions() });
    },
    onError: useApiErrorToast(),
  });
}
