import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/app-services';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { saveFile } from '@/lib/dom/save-file';

/** GET /ledger-api/orders/{orderId}/pdf: the paid order's receipt, saved as a download. */
export function useDownloadOrderReceipt() {
  const api = useApi();
  const toastApiError = useApiErrorToast();
  return useMutation({
    mutationFn: async (orderId: string) => {
      const file = await api.request<Blob>(
        `/ledger-api/orders/${encodeURIComponent(orderId)}/pdf`,
        {
          responseType: 'blob',
        },
      );
      saveFile(file, `receipt-${orderId.slice(0, 8)}.pdf`);
    },
    onError: toastApiError,
  });
}
