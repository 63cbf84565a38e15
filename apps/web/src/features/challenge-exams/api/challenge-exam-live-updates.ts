import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@portal/domain/enrollment/order';
import type { LiveUpdateHandlers } from '@/lib/live/live-update-handlers';
import { challengeExamKeys } from './challenge-exam-keys';

/**
 * An exam order's live update (its payment, then its registration with the proctoring service)
 * replaces the order under the exam's key, the one its page reads. It never touches the enrolment
 * order (studentKeys.order), which docs/product/states-and-transitions.md keeps distinct.
 */
export function challengeExamLiveUpdates(queryClient: QueryClient): LiveUpdateHandlers {
  return {
    orderEntity({ order }) {
      if (order.kind !== 'CHALLENGE_EXAM') return;
      const productId = order.orderItems[0]?.productId;
      if (productId == null) return;
      queryClient.setQueryData<Order | null>(challengeExamKeys.order(productId), order);
    },
  };
}
