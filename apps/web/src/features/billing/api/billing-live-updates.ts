import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@portal/domain/enrollment/order';
import type { Subscription } from '@portal/domain/ledger/subscription';
import type { LiveUpdateHandlers } from '@/lib/live/live-update-handlers';
import { billingKeys } from './billing-keys';

/**
 * The billing pages' data from live updates (docs/product/states-and-transitions.md), under the keys their fetchers use: the plan
 * as it now stands (status, next date, debt), the debt alone when only it moved, an order's details
 * page when it shows that order. A change of plan or debt comes with a payment, so the history is
 * asked again.
 */
export function billingLiveUpdates(queryClient: QueryClient): LiveUpdateHandlers {
  const historyMoved = () => queryClient.invalidateQueries({ queryKey: billingKeys.history() });
  return {
    userSubscriptionEntity({ subscription }) {
      queryClient.setQueryData<Subscription | null>(billingKeys.subscription(), subscription);
      void historyMoved();
    },
    userEnrollmentPlanEntity({ userEnrollmentPlan }) {
      queryClient.setQueryData<Subscription | null>(billingKeys.subscription(), (current) =>
        current ? { ...current, totalDebt: userEnrollmentPlan.totalDebt } : current,
      );
      void historyMoved();
    },
    refundEntity() {
      void historyMoved();
    },
    orderEntity({ order }) {
      // Only an order the cache already holds (its details page was opened): no new entries.
      const key = billingKeys.order(order.orderId);
      if (queryClient.getQueryData(key) !== undefined) queryClient.setQueryData<Order>(key, order);
    },
  };
}
