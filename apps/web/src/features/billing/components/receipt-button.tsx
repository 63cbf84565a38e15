import { useTranslation } from 'react-i18next';
import { useDownloadReceipt, type ReceiptRef } from '../api/download-receipt';

/** Downloads a receipt (PDF) through the API client, which carries the learner's token. */
export function ReceiptButton({
  receipt,
  label,
  accessibleLabel,
}: {
  receipt: ReceiptRef;
  label: string;
  /** A fuller name for a row of a list; it starts with `label`, the words shown (WCAG 2.5.3). */
  accessibleLabel?: string;
}) {
  const { t } = useTranslation('billing');
  const download = useDownloadReceipt();
  return (
    <button
      type="button"
      className="button button--secondary billing__receipt"
      aria-label={accessibleLabel}
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate(receipt)}
    >
      {download.isPending ? t('history.downloading') : label}
    </button>
  );
}
