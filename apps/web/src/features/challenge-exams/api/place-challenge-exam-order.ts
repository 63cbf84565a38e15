import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@portal/domain/enrollment/order';
import type { ChallengeExamOrderRequest } from '@portal/domain/ledger/challenge-exam';
import { useApi } from '@/lib/app-services';
import { challengeExamKeys } from './challenge-exam-keys';

/**
 * PUT /ledger-api/orders/challenge-exam: creates (or returns) the student's order of the exam. A
 * $0.00 exam answers it paid, its registration started.
 */
export function usePlaceChallengeExamOrder(productId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.request<Order>('/ledger-api/orders/challenge-exam', {
        method: 'PUT',
        json: { productId } satisfies ChallengeExamOrderRequest,
      }),
    onSuccess: (order) => queryClient.setQueryData(challengeExamKeys.order(productId), order),
  });
}
