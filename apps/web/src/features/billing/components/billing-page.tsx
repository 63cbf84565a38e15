import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { MembershipSection } from './membership-section';
import { PaymentHistory } from './payment-history';
import { isPayPalPurpose } from '../api/paypal-round-trip';
import { PaymentResultNotice } from './payment-result-notice';
import { PayPalReturn } from './paypal-return';
import { PlanSection } from './plan-section';

/**
 * /account/billing-preferences/{paymentResponseStatus?}/{paymentResponseParams?} (docs/product/screens-and-routes.md): the
 * plan, the membership and the payment history; a payment round trip's result on top.
 */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const { paymentResponseStatus, paymentResponseParams } = useParams();
  const paypalReturn = paymentResponseStatus === 'return' && isPayPalPurpose(paymentResponseParams);
  return (
    <div className="page billing">
      <PageMeta title={t('title')} />
      <h1>{t('heading')}</h1>
      {paypalReturn ? (
        <PayPalReturn purpose={paymentResponseParams} />
      ) : paymentResponseStatus ? (
        <PaymentResultNotice status={paymentResponseStatus} what={paymentResponseParams} />
      ) : null}
      <PlanSection />
      <MembershipSection />
      <PaymentHistory />
    </div>
  );
}
