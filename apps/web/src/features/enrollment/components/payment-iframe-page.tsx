import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';

/** The message the payment frame sends the page that embeds it. */
const PAYMENT_FRAME_MESSAGE = 'portal:payment-frame-result';

/**
 * /payment/iframe: where a hosted payment form inside a frame returns. It hands the result to the
 * enclosing page (same origin only) and tells a learner who opened it on its own where to go.
 */
export function PaymentIframePage() {
  const { t } = useTranslation('enrollment');
  const [params] = useSearchParams();
  const status = params.get('paymentResponseStatus') ?? params.get('status') ?? 'return';
  useEffect(() => {
    if (window.parent !== window) {
      window.parent.postMessage({ type: PAYMENT_FRAME_MESSAGE, status }, window.location.origin);
    }
  }, [status]);
  return (
    <div className="page page--narrow">
      <PageMeta title={t('iframe.title')} />
      <h1>{t('iframe.heading')}</h1>
      <p role="status">{t('iframe.body')}</p>
    </div>
  );
}
