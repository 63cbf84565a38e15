import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@portal/domain/enrollment/order';
import type { ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApi } from '@/lib/app-services';
import { challengeExamKeys } from './challenge-exam-keys';

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
    // No polling: the registration's moves arrive as live orderEntity updates, which replace
    // the order under this key (challenge-exam-live-updates.ts).
  });

export const useChallengeExamOrder = (productId: number) =>
  useQuery(challengeExamOrderQuery(useApi(), productId));
