import { useTranslation } from 'react-i18next';
import { paymentOutcome, type PaymentOutcome } from '@portal/domain/ledger/payment-result-kind';

/**
 * What a payment round trip (PayPal, later) came back with: /billing-preferences/{status}. The
 * gateways' kinds (SPEC §3: error, return, cancel) and the outcomes' own names are both read.
 */
export function PaymentResultNotice({ status }: { status: string }) {
  const { t } = useTranslation('billing');
  const outcome: PaymentOutcome = status === 'success' ? 'success' : paymentOutcome(status);
  return outcome === 'success' ? (
    <p role="status" className="form__notice form__notice--success">
      {t('result.success')}
    </p>
  ) : (
    <p role="alert" className="form__notice form__notice--error">
      {t(`result.${outcome}`)}
    </p>
  );
}
