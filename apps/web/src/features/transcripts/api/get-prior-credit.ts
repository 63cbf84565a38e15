import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriorCreditAvailability } from '@portal/domain/coursework/prior-credit';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { transcriptKeys } from './transcript-keys';

/** GET /coursework-api/prior-credit/availability: what may be asked for, and what was. */
export const priorCreditQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: transcriptKeys.priorCredit(),
    queryFn: () =>
      api.request<PriorCreditAvailability>('/coursework-api/prior-credit/availability'),
    // No polling: a review's answer arrives as a live courseworkEntity update, which reloads
    // this (transcript-live-updates.ts).
  });

export const usePriorCredit = () => useQuery(priorCreditQuery(useApi()));
