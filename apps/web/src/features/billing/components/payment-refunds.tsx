import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import type { PaymentTransaction } from '@portal/domain/ledger/payment-transaction';
import { formatMoney } from '@portal/domain/money/format-money';
import { useDownloadCreditNote } from '../api/download-credit-note';
import { usePageFormats } from '@/lib/page-formats';

/** The refunds of one payment, each with its credit note (docs/refunds.md). */
export function PaymentRefunds({ payment }: { payment: PaymentTransaction }) {
  const { t } = useTranslation('billing');
  const formats = usePageFormats();
  const download = useDownloadCreditNote();
  if (!payment.refunds?.length) return null;
  return (
    <ul className="billing-table__refunds">
      {payment.refunds.map((refund) => {
        const date = formats.date(refund.date, DATE_FORMATS.short);
        const amount = formatMoney(refund.amountCents);
        return (
          <li key={refund.refundId}>
            {t(refund.status === 'REFUNDED' ? 'history.refunded' : 'history.refundProcessing', {
              amount,
              date,
            })}{' '}
            <button
              type="button"
              className="button button--secondary billing__receipt"
              aria-label={t('history.creditNoteLabel', { amount, date })}
              disabled={download.isPending}
              onClick={() =>
                download.mutate({ orderId: payment.targetId, refundId: refund.refundId })
              }
            >
              {t('history.creditNote')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
