import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranscriptRequest } from '@portal/domain/coursework/transcript-request';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { transcriptKeys } from './transcript-keys';

/** GET /coursework-api/transcripts: the send history, newest first. */
export const transcriptsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: transcriptKeys.history(),
    queryFn: () => api.request<TranscriptRequest[]>('/coursework-api/transcripts'),
    // No polling: a request's move arrives as a live transcriptEntity update, which reloads
    // this (transcript-live-updates.ts).
  });

export const useTranscripts = () => useQuery(transcriptsQuery(useApi()));
