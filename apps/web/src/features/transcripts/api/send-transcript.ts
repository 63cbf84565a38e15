import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  TranscriptRequest,
  TranscriptRequestBody,
} from '@portal/domain/coursework/transcript-request';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/enrollment/idempotency-key';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useApi } from '@/lib/app-services';
import { createPaymentAttempts } from '@/lib/payments/payment-attempts';
import { transcriptKeys } from './transcript-keys';

/**
 * POST /coursework-api/transcripts with an Idempotency-Key: a second click on the same choice, or
 * a retry after a lost answer, reuses the key, so the registrar gets one request.
 */
export function useSendTranscript() {
  const api = useApi();
  const queryClient = useQueryClient();
  const toastApiError = useApiErrorToast();
  const [attempts] = useState(() => createPaymentAttempts());
  return useMutation({
    mutationFn: (body: TranscriptRequestBody) =>
      api.request<TranscriptRequest>('/coursework-api/transcripts', {
        method: 'POST',
        json: body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: attempts.keyFor(body) },
      }),
    onSuccess: (request) => {
      attempts.settle();
      queryClient.setQueryData<TranscriptRequest[]>(transcriptKeys.history(), (history) => [
        request,
        ...(history ?? []).filter((r) => r.id !== request.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: transcriptKeys.admissions() });
    },
    onError: (error) => {
      attempts.settle(error);
      toastApiError(error);
    },
  });
}
