import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethods } from '@portal/domain/enrollment/plans-and-promotions';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { challengeExamKeys } from './challenge-exam-keys';

/** GET /ledger-api/challenge-exam/payment/methods: what an exam can be paid with here. */
export const challengeExamPaymentMethodsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: challengeExamKeys.paymentMethods(),
    queryFn: () => api.request<PaymentMethods>('/ledger-api/challenge-exam/payment/methods'),
    staleTime: 5 * 60_000,
  });

export const useChallengeExamPaymentMethods = () =>
  useQuery(challengeExamPaymentMethodsQuery(useApi()));
