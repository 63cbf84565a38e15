import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@portal/domain/enrollment/order';
import { CARD_TYPES } from '@portal/domain/ledger/card-type';
import { formatMoney } from '@portal/domain/money/format-money';
import { OrderStep } from './order-step';
import { paths } from '@/lib/paths';

/**
 * /enrollment/payment/review/{paymentResponseStatus?}: where the learner's payment stands. A
 * payment still under way (a gateway that has not answered) is PENDING here until it settles;
 * one view per order status.
 */
export function PaymentReviewPage() {
  const { t } = useTranslation('enrollment');
  return (
    <OrderStep title={t('review.title')} heading={t('review.heading')} noOrder={<NoPayment />}>
      {(order, refresh) => <OrderReview order={order} onRefresh={refresh} />}
    </OrderStep>
  );
}

function OrderReview({ order, onRefresh }: { order: Order; onRefresh: () => void }) {
  switch (order.status) {
    case 'CREATED':
      return <NoPayment />;
    case 'PENDING':
      return <PaymentProcessing onRefresh={onRefresh} />;
    case 'FAIL':
      return <PaymentDeclined order={order} />;
    case 'SUCCESS':
      return <PaymentSucceeded order={order} />;
  }
}

function NoPayment() {
  const { t } = useTranslation('enrollment');
  return (
    <>
      <p>{t('review.none')}</p>
      <Link className="button button--primary" to={paths.enrollmentPayment.href()}>
        {t('review.toPayment')}
      </Link>
    </>
  );
}

function PaymentProcessing({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation(['enrollment', 'domain']);
  return (
    <>
      <p role="status">{t('errors.PAYMENT_PROCESSING', { ns: 'domain' })}</p>
      <button type="button" className="button button--secondary" onClick={onRefresh}>
        {t('review.checkAgain')}
      </button>{' '}
      <Link className="button button--primary" to={paths.enrollmentPayment.href()}>
        {t('review.payAgain')}
      </Link>
    </>
  );
}

/** The card of the order's last payment as its brand and last four digits, never more. */
function useCardOf(order: Order): string {
  const { t } = useTranslation('enrollment');
  const info = order.payment?.paymentInformation;
  if (!info?.cardType) return t('review.unknownCard');
  return t('review.card', {
    brand: CARD_TYPES[info.cardType].displayName,
    lastFour: info.lastFour ?? '',
  });
}

function PaymentDeclined({ order }: { order: Order }) {
  const { t } = useTranslation('enrollment');
  const card = useCardOf(order);
  return (
    <>
      <p className="form__notice form__notice--error">{t('review.declined', { card })}</p>
      <Link className="button button--primary" to={paths.enrollmentPayment.href()}>
        {t('review.tryAgain')}
      </Link>
    </>
  );
}

function PaymentSucceeded({ order }: { order: Order }) {
  const { t } = useTranslation(['enrollment', 'domain']);
  const card = useCardOf(order);
  return (
    <>
      <p role="status">{t('errors.ORDER_PAID', { ns: 'domain' })}</p>
      <p>{t('review.paid', { amount: formatMoney(order.total), card })}</p>
      <Link className="button button--primary" to={paths.onboardingProfile.href()}>
        {t('review.continue')}
      </Link>
    </>
  );
}
