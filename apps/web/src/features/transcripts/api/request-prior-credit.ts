import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PriorCreditAvailability,
  PriorCreditBody,
} from '@portal/domain/coursework/prior-credit';
import { useApi } from '@/lib/app-services';
import { transcriptKeys } from './transcript-keys';

/** POST /coursework-api/prior-credit: answers the availability as it now is. */
export function useRequestPriorCredit() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriorCreditBody) =>
      api.request<PriorCreditAvailability>('/coursework-api/prior-credit', {
        method: 'POST',
        json: body,
      }),
    onSuccess: (availability) =>
      queryClient.setQueryData(transcriptKeys.priorCredit(), availability),
  });
}
