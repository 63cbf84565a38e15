import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranscriptRequest } from '@portal/domain/coursework/transcript-request';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { refetchWhenDue, transcriptKeys } from './transcript-keys';

/** GET /coursework-api/transcripts: the send history, newest first. */
export const transcriptsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: transcriptKeys.history(),
    queryFn: () => api.request<TranscriptRequest[]>('/coursework-api/transcripts'),
    refetchInterval: (query) => refetchWhenDue(query.state.data?.map((r) => r.nextStepAt)),
  });

export const useTranscripts = () => useQuery(transcriptsQuery(useApi()));
