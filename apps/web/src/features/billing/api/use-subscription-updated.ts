import { useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { studentKeys } from '@/lib/student/query-keys';
import { billingKeys } from './billing-keys';

/**
 * After any change of the plan: the answer is the plan as it now stands; the history and the
 * membership may have moved with it (a charge, a restored access), so they are fetched again.
 */
export function useSubscriptionUpdated() {
  const queryClient = useQueryClient();
  return {
    updated: async (subscription: Subscription) => {
      queryClient.setQueryData(billingKeys.subscription(), subscription);
      await refresh();
    },
    refresh,
  };
  function refresh() {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      queryClient.invalidateQueries({ queryKey: studentKeys.membership() }),
    ]);
  }
}
