import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Order } from '@portal/domain/enrollment/order';
import { globalErrorCodes } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useCaptureExamPayPalCheckout, useStartExamPayPalCheckout } from '../api/paypal-checkout';

/** The PayPal choice: one button that sends the student to PayPal to approve the exam's price. */
export function ExamPayPalButton({ productId }: { productId: number }) {
  const { t } = useTranslation(['challenge-exams', 'domain']);
  const start = useStartExamPayPalCheckout(productId);
  // The page is left on success, so the busy state lasts until the browser goes.
  const busy = start.isPending || start.isSuccess;
  const code = start.isError ? (globalErrorCodes(start.error)[0] ?? 'PAYMENT_ERROR') : undefined;
  return (
    <div className="form">
      {code ? (
        <p className="form__notice form__notice--error" role="alert">
          {t(`errors.${code}`, { ns: 'domain' })}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={busy}
        aria-busy={busy}
        onClick={() => start.mutate()}
      >
        {busy ? t('paypal.redirecting') : t('paypal.continue')}
      </button>
    </div>
  );
}

/**
 * Back from PayPal's approval: captures the checkout once, then shows the exam's page without
 * PayPal's parameters. A refused capture is a decline like a card's.
 */
export function ExamPayPalReturn({
  productId,
  order,
  token,
  onDeclined,
}: {
  productId: number;
  order: Order;
  token: string;
  onDeclined: (code: string) => void;
}) {
  const { t } = useTranslation('challenge-exams');
  const navigate = useNavigate();
  const { mutate } = useCaptureExamPayPalCheckout(productId);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(
      { orderId: order.orderId, expressCheckoutToken: token },
      {
        onSuccess: () =>
          void navigate(paths.challengeExamPayment.href(productId), { replace: true }),
        onError: (error) => onDeclined(globalErrorCodes(error)[0] ?? 'PAYMENT_ERROR'),
      },
    );
  }, [mutate, navigate, onDeclined, order.orderId, productId, token]);
  return (
    <p className="page-loading" role="status">
      {t('paypal.capturing')}
    </p>
  );
}
