import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';

/**
 * /paymentAsync/{paymentResponseStatus} (docs/product/screens-and-routes.md): where a bank transfer's outcome is named.
 * `processing` (a transfer submitted, the bank answers days later) is the confirmation's to show,
 * as for every other method; anything else says the payment failed and leads back to paying.
 */
export function PaymentAsyncResultPage() {
  const { t } = useTranslation(['enrollment', 'domain']);
  const { paymentResponseStatus } = useParams();
  if (paymentResponseStatus === 'processing') {
    return <Navigate to={paths.paymentReview.href('success')} replace />;
  }
  return (
    <div className="page page--narrow">
      <PageMeta title={t('paymentAsync.title')} />
      <h1>{t('paymentAsync.heading')}</h1>
      <p role="alert" className="form__notice form__notice--error">
        {t('errors.PAYMENT_ERROR', { ns: 'domain' })}
      </p>
      <Link className="button button--primary" to={paths.enrollmentPayment.href()}>
        {t('paymentAsync.toPayment')}
      </Link>
    </div>
  );
}
