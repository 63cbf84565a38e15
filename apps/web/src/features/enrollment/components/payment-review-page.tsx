import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@portal/domain/enrollment/order';
import { CARD_TYPES } from '@portal/domain/ledger/card-type';
import { formatMoney } from '@portal/domain/money/format-money';
import {
  hasReceipt,
  PROCESSING_TRANSACTION_STATUS,
} from '@portal/domain/ledger/payment-transaction';
import { paymentMethodLabel } from '@/lib/payments/payment-method-label';
import { CatalogName } from '@/components/catalog-name';
import { CheckoutSteps } from '@/components/checkout-steps';
import { useDownloadOrderReceipt } from '../api/download-order-receipt';
import { OrderStep } from './order-step';
import { paths } from '@/lib/paths';
import { useTenant } from '@/lib/app-services';

type OrderPayment = NonNullable<Order['payment']>;

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
      return order.payment?.returned ? (
        <PaymentReturned order={order} payment={order.payment} />
      ) : (
        <PaymentSucceeded order={order} />
      );
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

/**
 * A bank transfer the bank returned after access was given (docs/billing.md): the order stays
 * SUCCESS, but the money never came, so nothing here says it is paid. The bank's reason in the
 * catalogue's words, what the return did (a balance, access paused) and where the balance is
 * paid: Billing Preferences, open to an expired membership at any step (`BALANCE_ROUTES` of the
 * route guard), or the student advisor; no receipt, since a returned transfer has none. The
 * profile can still be completed.
 */
function PaymentReturned({ order, payment }: { order: Order; payment: OrderPayment }) {
  const { t } = useTranslation(['enrollment', 'domain']);
  const account = paymentMethodLabel(payment.paymentInformation, t);
  const reason = payment.returned?.reason;
  const advisor = useTenant().config.phones?.studentAdvisor;
  return (
    <>
      <CheckoutSteps current="profile" />
      <p role="alert" className="form__notice form__notice--error">
        {t('checkout.returned.notice', { amount: formatMoney(order.total), account })}
        {reason
          ? ` ${t('checkout.returned.reason', { reason: t(`errors.${reason}`, { ns: 'domain' }) })}`
          : null}
      </p>
      <h2>{t('checkout.returned.heading')}</h2>
      <OrderFacts
        order={order}
        amount={formatMoney(order.total)}
        paidWith={{ label: t('checkout.returned.paidWith'), method: account }}
      />
      <p>{t('checkout.returned.whatNext')}</p>
      <p>
        <Link className="button button--secondary" to={paths.billingPreferences.href()}>
          {t('checkout.returned.toBilling')}
        </Link>
      </p>
      <p>
        {advisor
          ? t('checkout.returned.payBalance', { phone: advisor })
          : t('checkout.returned.payBalanceNoPhone')}
      </p>
      <Link className="button button--primary" to={paths.onboardingProfile.href()}>
        {t('checkout.confirmation.continue')}
      </Link>
    </>
  );
}

/**
 * The confirmation after paying (docs/checkout.md), whatever the method (card, PayPal, bank transfer):
 * what was bought, the amount, the order number, the method and the receipt, then the way on to
 * the profile. Read from the server's order, so it survives a reload; the payment form is no
 * longer reachable from here (docs/product/states-and-transitions.md levels). A bank transfer the bank has not confirmed yet is
 * said to be submitted and pending, with what happens next; its receipt, which says so too, is
 * offered only while one exists (`hasReceipt`: not once the bank has returned the transfer).
 */
function PaymentSucceeded({ order }: { order: Order }) {
  const { t } = useTranslation(['enrollment', 'domain']);
  const receipt = useDownloadOrderReceipt();
  const payment = order.payment;
  const pending = payment?.transactionStatus === PROCESSING_TRANSACTION_STATUS;
  const copy = pending ? 'checkout.pending' : 'checkout.confirmation';
  return (
    <>
      <CheckoutSteps current="profile" />
      <p role="status" className="form__notice">
        {t(pending ? 'errors.PAYMENT_PROCESSING' : 'errors.ORDER_PAID', { ns: 'domain' })}
      </p>
      <h2>{t(`${copy}.heading`)}</h2>
      <OrderFacts
        order={order}
        amount={
          order.total === 0
            ? t('checkout.confirmation.amountTrial', { amount: formatMoney(0) })
            : formatMoney(order.total)
        }
        paidWith={
          payment
            ? {
                label: t(`${copy}.paidWith`),
                method: paymentMethodLabel(payment.paymentInformation, t),
              }
            : undefined
        }
      />
      {pending ? <p>{t('checkout.pending.whatNext')}</p> : null}
      {payment && hasReceipt(payment) ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={receipt.isPending}
            aria-busy={receipt.isPending}
            onClick={() => receipt.mutate(order.orderId)}
          >
            {receipt.isPending
              ? t('checkout.confirmation.downloading')
              : t('checkout.confirmation.receipt')}
          </button>
          {pending ? <> {t('checkout.pending.receipt')}</> : null}
        </p>
      ) : null}
      <p>{t('checkout.confirmation.next')}</p>
      <Link className="button button--primary" to={paths.onboardingProfile.href()}>
        {t('checkout.confirmation.continue')}
      </Link>
    </>
  );
}

/** What was bought, for how much, the order's number and how it was paid (when it was). */
function OrderFacts({
  order,
  amount,
  paidWith,
}: {
  order: Order;
  amount: string;
  paidWith?: { label: string; method: string };
}) {
  const { t } = useTranslation('enrollment');
  return (
    <dl className="confirmation__facts">
      <div>
        <dt>{t('checkout.confirmation.bought')}</dt>
        <dd>
          {order.orderItems.map((item, index) => (
            <Fragment key={index}>
              {index > 0 ? ', ' : null}
              <CatalogName item={item} field="name" />
            </Fragment>
          ))}
        </dd>
      </div>
      <div>
        <dt>{t('checkout.confirmation.amount')}</dt>
        <dd>{amount}</dd>
      </div>
      <div>
        <dt>{t('checkout.confirmation.orderNumber')}</dt>
        <dd>{order.orderId}</dd>
      </div>
      {paidWith ? (
        <div>
          <dt>{paidWith.label}</dt>
          <dd>{paidWith.method}</dd>
        </div>
      ) : null}
    </dl>
  );
}
