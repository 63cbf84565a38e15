import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Order } from '@portal/domain/enrollment/order';
import { paymentOutcome } from '@portal/domain/ledger/payment-result-kind';
import { globalErrorCodes } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { useCapturePayPalCheckout } from '../api/capture-paypal-checkout';
import { paypalInProgress } from '../enrollment-choices';
import { OrderStep } from './order-step';

/**
 * /payment/{paymentResponseStatus} (docs/product/screens-and-routes.md, PayPal result): where PayPal sends the learner back.
 * `return` captures the approved checkout and shows the confirmation like a card payment; `cancel` and a refused
 * capture say why and lead back to the choice of payment method.
 */
export function PayPalResultPage() {
  const { t } = useTranslation('enrollment');
  return (
    <OrderStep
      title={t('paypal.title')}
      heading={t('paypal.heading')}
      noOrder={<Refusal code="PAYMENT_ERROR" />}
    >
      {(order) => <PayPalResult order={order} />}
    </OrderStep>
  );
}

function PayPalResult({ order }: { order: Order }) {
  const { t } = useTranslation('enrollment');
  const { paymentResponseStatus } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const capture = useCapturePayPalCheckout();
  const { mutate } = capture;
  const started = useRef(false);
  const outcome = paymentOutcome(paymentResponseStatus);
  // A checkout comes back with its token; a saved PayPal (nothing due today) with approval_token_id.
  const token = params.get('token') ?? params.get('approval_token_id');
  const inProgress = paypalInProgress.get();

  useEffect(() => {
    if (outcome !== 'success' || !token || started.current) return;
    started.current = true;
    mutate(
      {
        orderId: order.orderId,
        expressCheckoutToken: token,
        promoCode: inProgress?.expressCheckoutToken === token ? inProgress.promoCode : '',
      },
      {
        onSuccess: () => {
          paypalInProgress.set(null);
          showToast.success(t('errors.ORDER_PAID', { ns: 'domain' }));
          // The confirmation, as after a card payment; it replaces this page in the history, so
          // going back cannot capture again.
          void navigate(paths.paymentReview.href('success'), { replace: true });
        },
        onError: () => paypalInProgress.set(null),
      },
    );
  }, [outcome, token, order.orderId, inProgress, mutate, navigate, t]);

  useEffect(() => {
    if (outcome !== 'success') paypalInProgress.set(null);
  }, [outcome]);

  if (outcome === 'cancel') return <Refusal code="PAYMENT_CANCEL" />;
  if (outcome === 'error' || !token) return <Refusal code="PAYMENT_ERROR" />;
  if (capture.isError) {
    return <Refusal code={globalErrorCodes(capture.error)[0] ?? 'PAYMENT_ERROR'} tryAgain />;
  }
  return (
    <p className="page-loading" role="status">
      {t('paypal.capturing')}
    </p>
  );
}

/** Why the payment did not go through, in the catalogue's words, and the way back to paying. */
function Refusal({ code, tryAgain = false }: { code: string; tryAgain?: boolean }) {
  const { t } = useTranslation(['enrollment', 'domain']);
  return (
    <>
      <p className="form__notice form__notice--error" role="alert">
        {t(`errors.${code}`, { ns: 'domain' })}
      </p>
      <p>
        <Link to={paths.enrollmentPayment.href()} className="button button--primary">
          {tryAgain ? t('paypal.tryAgain') : t('paypal.chooseAgain')}
        </Link>
      </p>
    </>
  );
}
