import { useTranslation } from 'react-i18next';
import { globalErrorCodes } from '@/lib/api-error';
import { usePaymentMethods } from '@/lib/payments/get-payment-methods';
import { type PayPalPurpose, useStartPayPal } from '../api/paypal-round-trip';

/**
 * "Use PayPal" (the plan's method) or "Pay with PayPal" (the debt): sends the learner to PayPal
 * to approve. Shown only where the tenant offers PayPal.
 */
export function PayPalStartButton({
  purpose,
  subscriptionId,
  className = 'button button--secondary',
}: {
  purpose: PayPalPurpose;
  subscriptionId: string;
  className?: string;
}) {
  const { t } = useTranslation(['billing', 'domain']);
  const methods = usePaymentMethods();
  const start = useStartPayPal(purpose, subscriptionId);
  if (!methods.data?.PAYPAL) return null;
  const busy = start.isPending || start.isSuccess;
  const code = start.isError ? (globalErrorCodes(start.error)[0] ?? 'PAYMENT_ERROR') : undefined;
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        aria-busy={busy}
        onClick={() => start.mutate()}
      >
        {busy ? t('paypal.redirecting') : t(`paypal.start.${purpose}`)}
      </button>
      {busy ? (
        <span className="visually-hidden" role="status">
          {t('paypal.redirecting')}
        </span>
      ) : null}
      {code ? (
        <p className="form__notice form__notice--error" role="alert">
          {t(`errors.${code}`, { ns: 'domain' })}
        </p>
      ) : null}
    </>
  );
}
