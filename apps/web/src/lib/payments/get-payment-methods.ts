import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethods } from '@portal/domain/enrollment/plans-and-promotions';
import type { ApiClient } from '../api-client';
import { useApi, useTenant } from '../app-services';

/**
 * GET /ledger-api/payment/methods, for the tenant's employer when it has one (docs/product/api-calls.md): what the
 * enrolment payment and the billing pages offer, and which card types the card form lists.
 */
export const paymentMethodsQuery = (api: ApiClient, employerId: number | undefined) =>
  queryOptions({
    queryKey: ['payment-methods', employerId ?? null],
    queryFn: () =>
      api.request<PaymentMethods>(
        `/ledger-api/payment/methods${employerId === undefined ? '' : `?employerId=${employerId}`}`,
      ),
    staleTime: 5 * 60_000,
  });

export const usePaymentMethods = () =>
  useQuery(paymentMethodsQuery(useApi(), useTenant().config.employerId));
