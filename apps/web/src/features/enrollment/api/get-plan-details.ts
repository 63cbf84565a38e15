import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanDetails } from '@portal/domain/enrollment/plans-and-promotions';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { enrollmentKeys } from './enrollment-keys';

/**
 * GET /ledger-api/payment/plan/details: the order's plan and what is charged today and per
 * period, with a promo code applied when one is given (404 for an unknown code).
 */
export const planDetailsQuery = (api: ApiClient, orderId: string, promoCode: string) =>
  queryOptions({
    queryKey: enrollmentKeys.planDetails(orderId, promoCode),
    queryFn: () =>
      api.request<PlanDetails>(
        `/ledger-api/payment/plan/details${promoCode ? `?promoCode=${encodeURIComponent(promoCode)}` : ''}`,
      ),
    retry: false,
  });

export const usePlanDetails = (orderId: string, promoCode: string) =>
  useQuery({
    ...planDetailsQuery(useApi(), orderId, promoCode),
    placeholderData: keepPreviousData,
  });
