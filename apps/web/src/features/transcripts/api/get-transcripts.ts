import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranscriptRequest } from '@portal/domain/coursework/transcript-request';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { MOVING_REFETCH_MS, transcriptKeys } from './transcript-keys';

const settled = (request: TranscriptRequest) =>
  request.status === 'POSTED' || request.status === 'CANCELLED';

/** GET /coursework-api/transcripts: the send history, newest first. */
export const transcriptsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: transcriptKeys.history(),
    queryFn: () => api.request<TranscriptRequest[]>('/coursework-api/transcripts'),
    refetchInterval: (query) =>
      query.state.data?.every(settled) === false ? MOVING_REFETCH_MS : false,
  });

export const useTranscripts = () => useQuery(transcriptsQuery(useApi()));
