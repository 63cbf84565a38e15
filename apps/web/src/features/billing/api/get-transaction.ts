import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderTransaction } from '@portal/domain/enrollment/order-transaction';
import type { BillingTarget } from '@portal/domain/ledger/billing-target';
import type { PaymentTransaction } from '@portal/domain/ledger/payment-transaction';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { billingKeys } from './billing-keys';

/** One transaction as the order page shows it, whichever call answered it. */
export type BillingTransaction =
  | { target: 'ORDER'; transaction: OrderTransaction }
  | { target: 'SUBSCRIPTION'; transaction: PaymentTransaction };

const id = encodeURIComponent;

/** Where a transaction's JSON and its receipt are: the order's calls or the plan's (docs/product/api-calls.md). */
export function transactionPath(target: BillingTarget, targetId: string, transactionId: string) {
  return target === 'ORDER'
    ? `/ledger-api/orders/${id(targetId)}/transactions/${id(transactionId)}`
    : `/ledger-api/subscriptions/${id(targetId)}/transaction/${id(transactionId)}`;
}

/**
 * GET /ledger-api/orders/{orderId}/transactions/{transactionId} (an order's payment attempt) or
 * GET /ledger-api/subscriptions/{id}/transaction/{transactionId} (a charge of the plan).
 */
export const transactionQuery = (
  api: ApiClient,
  target: BillingTarget,
  targetId: string,
  transactionId: string,
) =>
  queryOptions({
    queryKey: billingKeys.transaction(target, targetId, transactionId),
    queryFn: async (): Promise<BillingTransaction> => {
      const path = transactionPath(target, targetId, transactionId);
      return target === 'ORDER'
        ? { target, transaction: await api.request<OrderTransaction>(path) }
        : { target, transaction: await api.request<PaymentTransaction>(path) };
    },
    retry: false,
  });

export const useTransaction = (target: BillingTarget, targetId: string, transactionId: string) =>
  useQuery(transactionQuery(useApi(), target, targetId, transactionId));
