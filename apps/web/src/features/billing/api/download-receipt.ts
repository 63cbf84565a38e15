import { useMutation } from '@tanstack/react-query';
import type { BillingTarget } from '@portal/domain/ledger/billing-target';
import { useApi } from '@/lib/app-services';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { saveFile } from '@/lib/dom/save-file';
import { transactionPath } from './get-transaction';

export interface ReceiptRef {
  target: BillingTarget;
  targetId: string;
  /** Without one, the order's own receipt (GET /ledger-api/orders/{orderId}/pdf). */
  transactionId?: string;
}

export function receiptPath({ target, targetId, transactionId }: ReceiptRef): string {
  if (transactionId === undefined) return `/ledger-api/orders/${encodeURIComponent(targetId)}/pdf`;
  return `${transactionPath(target, targetId, transactionId)}/pdf`;
}

/**
 * Downloads a PDF receipt. The receipts need the bearer token, so a plain link cannot fetch
 * them: the file is fetched through the API client and handed to the browser as a download.
 */
export function useDownloadReceipt() {
  const api = useApi();
  const toastApiError = useApiErrorToast();
  return useMutation({
    mutationFn: async (ref: ReceiptRef) => {
      const file = await api.request<Blob>(receiptPath(ref), { responseType: 'blob' });
      const name = `receipt-${(ref.transactionId ?? ref.targetId).slice(0, 8)}.pdf`;
      saveFile(file, name);
    },
    onError: toastApiError,
  });
}
