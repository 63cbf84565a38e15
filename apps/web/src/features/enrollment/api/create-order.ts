import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest, Order } from '@portal/domain/enrollment/order';
import { useApi } from '@/lib/app-services';
import { studentKeys } from '@/lib/student/query-keys';

/**
 * PUT /ledger-api/orders/degreeprogram: creates (or returns) the learner's enrolment order for a
 * program; the server opens a pending membership with it, so that is refetched too.
 */
export function useCreateOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateOrderRequest) =>
      api.request<Order>('/ledger-api/orders/degreeprogram', { method: 'PUT', json: request }),
    onSuccess: async (order) => {
      queryClient.setQueryData<Order>(studentKeys.order(), order);
      await queryClient.invalidateQueries({ queryKey: studentKeys.membership() });
    },
  });
}
