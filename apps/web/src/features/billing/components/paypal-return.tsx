import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { globalErrorCodes } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { type PayPalPurpose, useFinishPayPal } from '../api/paypal-round-trip';

/**
 * /account/billing-preferences/return/{purpose}: PayPal sent the learner back after approving.
 * The approval is finished once (the method saved, or the debt captured), then the page moves to
 * /account/billing-preferences/success/{purpose}, so a reload does not finish it again; a refusal
 * says why in the catalogue's words.
 */
export function PayPalReturn({ purpose }: { purpose: PayPalPurpose }) {
  const { t } = useTranslation(['billing', 'domain']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const subscription = useCurrentSubscription();
  const subscriptionId = subscription.data?.id;
  const finish = useFinishPayPal(purpose, subscriptionId);
  const { mutate } = finish;
  const started = useRef(false);
  // PayPal names a saved-PayPal approval approval_token_id, a checkout token.
  const token = params.get(purpose === 'method' ? 'approval_token_id' : 'token');

  useEffect(() => {
    if (!token || started.current || (purpose === 'method' && !subscriptionId)) return;
    started.current = true;
    mutate(token, {
      onSuccess: () =>
        void navigate(paths.billingPreferences.href('success', purpose), { replace: true }),
    });
  }, [token, purpose, subscriptionId, mutate, navigate]);

  if (!token || finish.isError) {
    const code = finish.isError
      ? (globalErrorCodes(finish.error)[0] ?? 'PAYMENT_ERROR')
      : 'PAYMENT_ERROR';
    return (
      <p role="alert" className="form__notice form__notice--error">
        {t(`errors.${code}`, { ns: 'domain' })}
      </p>
    );
  }
  return (
    <p role="status" className="form__notice">
      {t(`paypal.finishing.${purpose}`)}
    </p>
  );
}
