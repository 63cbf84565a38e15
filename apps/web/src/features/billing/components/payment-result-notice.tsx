import { useTranslation } from 'react-i18next';
import { paymentOutcome, type PaymentOutcome } from '@portal/domain/ledger/payment-result-kind';

/**
 * What a payment round trip (PayPal) came back with: /billing-preferences/{status}/{what}. The
 * gateways' kinds (docs/product/entities.md: error, return, cancel) and the outcomes' own names are both read;
 * `what` is `method` when the learner saved their PayPal for the plan rather than paid.
 */
export function PaymentResultNotice({ status, what }: { status: string; what?: string }) {
  const { t } = useTranslation('billing');
  const outcome: PaymentOutcome = status === 'success' ? 'success' : paymentOutcome(status);
  return outcome === 'success' ? (
    <p role="status" className="form__notice form__notice--success">
      {t(what === 'method' ? 'result.successMethod' : 'result.success')}
    </p>
  ) : (
    <p role="alert" className="form__notice form__notice--error">
      {t(`result.${outcome}`)}
    </p>
  );
}
