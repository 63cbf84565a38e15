import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/app-services';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { saveFile } from '@/lib/dom/save-file';

/** GET /ledger-api/orders/{orderId}/refunds/{refundId}/pdf: a refund's credit note, downloaded. */
export function useDownloadCreditNote() {
  const api = useApi();
  const toastApiError = useApiErrorToast();
  return useMutation({
    mutationFn: async (ref: { orderId: string; refundId: string }) => {
      const file = await api.request<Blob>(
        `/ledger-api/orders/${encodeURIComponent(ref.orderId)}/refunds/${encodeURIComponent(ref.refundId)}/pdf`,
        { responseType: 'blob' },
      );
      saveFile(file, `credit-note-${ref.refundId.slice(0, 8)}.pdf`);
    },
    onError: toastApiError,
  });
}
