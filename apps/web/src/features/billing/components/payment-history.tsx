import { useTranslation } from 'react-i18next';
import { CatalogName } from '@/components/catalog-name';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { Link } from 'react-router';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import {
  hasReceipt,
  PROCESSING_TRANSACTION_STATUS,
  type PaymentTransaction,
} from '@portal/domain/ledger/payment-transaction';
import { formatMoney } from '@portal/domain/money/format-money';
import { paths } from '@/lib/paths';
import { usePaymentHistory } from '../api/get-payment-history';
import { paymentMethodLabel } from '@/lib/payments/payment-method-label';
import { LoadFailure } from '@/components/load-failure';
import { Loading } from './loading';
import { PaymentRefunds } from './payment-refunds';
import { ReceiptButton } from './receipt-button';
import { approvalLabel, transactionStatusLabel } from '../payment-status-label';
import { usePageFormats } from '@/lib/page-formats';

/**
 * Every payment, newest first: a table with a header row (each cell carries its column's name
 * too, shown beside the value on small screens where the rows stack).
 */
export function PaymentHistory() {
  const { t } = useTranslation('billing');
  const history = usePaymentHistory();
  return (
    <section className="billing__section" aria-labelledby="billing-history-heading">
      <h2 id="billing-history-heading">{t('history.heading')}</h2>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <LoadFailure namespace="billing" onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <table className="billing-table">
          <caption className="visually-hidden">{t('history.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.description')}</th>
              <th scope="col">{t('history.amount')}</th>
              <th scope="col">{t('history.method')}</th>
              <th scope="col">{t('history.status')}</th>
              <th scope="col">{t('history.receipt')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((payment) => (
              <HistoryRow key={payment.transactionId} payment={payment} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function HistoryRow({ payment }: { payment: PaymentTransaction }) {
  const { t } = useTranslation('billing');
  const formats = usePageFormats();
  const { textOf } = useCatalogTexts();
  const date = formats.date(payment.date, DATE_FORMATS.short);
  return (
    <tr>
      <td data-label={t('history.date')}>{date}</td>
      <th scope="row" data-label={t('history.description')}>
        <Link
          to={paths.orderDetails.href(
            payment.targetId,
            payment.transactionId,
            payment.billingTarget,
          )}
        >
          <CatalogName item={payment} field="description" />
        </Link>
      </th>
      <td data-label={t('history.amount')} className="billing-table__amount">
        {formatMoney(payment.amount)}
      </td>
      <td data-label={t('history.method')}>{paymentMethodLabel(payment, t)}</td>
      <td data-label={t('history.status')}>
        {payment.transactionStatus === PROCESSING_TRANSACTION_STATUS
          ? t('history.processing')
          : t('history.statusValue', {
              approval: approvalLabel(payment.approvalStatus, t),
              status: transactionStatusLabel(payment.transactionStatus, t),
            })}
        <PaymentRefunds payment={payment} />
      </td>
      <td data-label={t('history.receipt')}>
        {hasReceipt(payment) ? (
          <ReceiptButton
            receipt={{
              target: payment.billingTarget,
              targetId: payment.targetId,
              transactionId: payment.transactionId,
            }}
            label={t('history.download')}
            accessibleLabel={t('history.downloadLabel', {
              description: textOf(payment, 'description').text,
              date,
            })}
          />
        ) : (
          t('history.noReceipt')
        )}
      </td>
    </tr>
  );
}
