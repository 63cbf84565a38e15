import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@portal/domain/enrollment/order';
import type { ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApi } from '@/lib/app-services';
import { challengeExamKeys } from './challenge-exam-keys';

/** How often the page asks again while the proctoring service has not answered. */
const REGISTRATION_POLL_MS = 5_000;

/**
 * GET /ledger-api/orders/challenge-exam/{productId}: the student's order of the exam with its
 * registration, or null before they placed one (404).
 */
export const challengeExamOrderQuery = (api: ApiClient, productId: number) =>
  queryOptions({
    queryKey: challengeExamKeys.order(productId),
    queryFn: async () => {
      try {
        return await api.request<Order>(`/ledger-api/orders/challenge-exam/${productId}`);
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    // Until live updates reach this page, a pending registration is asked about again.
    refetchInterval: (query) =>
      query.state.data?.examRegistration?.status === 'REGISTRATION_PENDING'
        ? REGISTRATION_POLL_MS
        : false,
  });

export const useChallengeExamOrder = (productId: number) =>
  useQuery(challengeExamOrderQuery(useApi(), productId));
