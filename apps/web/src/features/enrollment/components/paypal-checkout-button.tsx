import { useTranslation } from 'react-i18next';
import { globalErrorCodes } from '@/lib/api-error';
import { useStartPayPalCheckout } from '../api/start-paypal-checkout';

/**
 * The PayPal choice of the payment step: one button that sends the learner to PayPal to approve
 * the amount due today (with the promo code applied). The page is left on success, so the busy
 * state lasts until the browser goes.
 */
export function PayPalCheckoutButton({
  orderId,
  promoCode,
}: {
  orderId: string;
  promoCode: string;
}) {
  const { t } = useTranslation(['enrollment', 'domain']);
  const start = useStartPayPalCheckout(orderId);
  const busy = start.isPending || start.isSuccess;
  const code = start.isError ? (globalErrorCodes(start.error)[0] ?? 'PAYMENT_ERROR') : undefined;
  return (
    <div className="form">
      <p>{t('paypal.intro')}</p>
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
        onClick={() => start.mutate(promoCode)}
      >
        {busy ? t('paypal.redirecting') : t('paypal.continue')}
      </button>
      {busy ? (
        <p className="visually-hidden" role="status">
          {t('paypal.redirecting')}
        </p>
      ) : null}
    </div>
  );
}
