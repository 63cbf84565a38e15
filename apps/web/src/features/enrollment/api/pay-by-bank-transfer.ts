import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type {
  AchPaymentRequest,
  AchTokenRequest,
  TokenizedPayment,
} from '@portal/domain/ledger/bank-transfer';
import { useApi } from '@/lib/app-services';
import { paths } from '@/lib/paths';
import { studentKeys } from '@/lib/student/query-keys';

export interface BankTransfer {
  billing: AchTokenRequest;
  account: AchPaymentRequest;
}

interface AchPaymentResult {
  paymentResponseStatus: 'processing' | 'error';
  orderId: string;
}

/**
 * A bank transfer (ACH) in two calls: POST /ledger-api/payment/token/ach with the billing data
 * (the order's secure token), then POST /ledger-api/paymentAsync/{secureTokenId} with the
 * account. The bank answers days later: a submitted transfer goes to the confirmation, which says
 * it is pending (the learner's trial period), and the order and membership are refetched there.
 * Double clicks send one transfer.
 */
export function usePayByBankTransfer() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: studentKeys.order() }),
      queryClient.invalidateQueries({ queryKey: studentKeys.membership() }),
    ]);
  const mutation = useMutation({
    mutationFn: async ({ billing, account }: BankTransfer) => {
      const token = await api.request<TokenizedPayment>('/ledger-api/payment/token/ach', {
        method: 'POST',
        json: billing,
      });
      return api.request<AchPaymentResult>(
        `/ledger-api/paymentAsync/${encodeURIComponent(token.secureTokenId)}`,
        { method: 'POST', json: account },
      );
    },
    onSuccess: async (result) => {
      // Leave the payment step first: with the order paid, its guard would send the learner on.
      // A submitted transfer shows the confirmation (pending until the bank answers), replacing
      // the payment page in the history as a card payment does.
      await navigate(
        result.paymentResponseStatus === 'processing'
          ? paths.paymentReview.href('success')
          : paths.paymentAsyncResult.href(result.paymentResponseStatus),
        { replace: true },
      );
      await refresh();
    },
    onError: () => refresh(),
  });
  // Set until a refusal: a second click, even one after the answer, sends no second transfer.
  const inFlight = useRef(false);
  const pay = (transfer: BankTransfer, callbacks: { onError: (error: unknown) => void }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(transfer, {
      onError: (error) => {
        inFlight.current = false;
        callbacks.onError(error);
      },
    });
  };
  return { pay, isPending: mutation.isPending };
}
