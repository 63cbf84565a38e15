import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentTransaction } from '@portal/domain/ledger/payment-transaction';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { billingKeys } from './billing-keys';

/** GET /ledger-api/payment/history: every payment of the learner, newest first. */
export const paymentHistoryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: billingKeys.history(),
    queryFn: () => api.request<PaymentTransaction[]>('/ledger-api/payment/history'),
  });

export const usePaymentHistory = () => useQuery(paymentHistoryQuery(useApi()));
