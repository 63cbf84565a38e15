import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriorCreditAvailability } from '@portal/domain/coursework/prior-credit';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { MOVING_REFETCH_MS, transcriptKeys } from './transcript-keys';

/** GET /coursework-api/prior-credit/availability: what may be asked for, and what was. */
export const priorCreditQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: transcriptKeys.priorCredit(),
    queryFn: () =>
      api.request<PriorCreditAvailability>('/coursework-api/prior-credit/availability'),
    refetchInterval: (query) =>
      query.state.data?.requests.some((r) => r.status === 'PENDING') ? MOVING_REFETCH_MS : false,
  });

export const usePriorCredit = () => useQuery(priorCreditQuery(useApi()));
