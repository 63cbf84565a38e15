import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { studentKeys } from '@/lib/student/query-keys';

/**
 * /paymentAsync/{paymentResponseStatus}: where a bank transfer lands. `processing` means the
 * bank answers days later and the learner has a trial period now (SPEC §8 wording); Continue
 * goes to the next onboarding step once the order and membership are fresh, so the guard lets
 * the learner in. Anything else sends the learner back to the payment step.
 */
export function PaymentAsyncResultPage() {
  const { t } = useTranslation(['enrollment', 'domain']);
  const { paymentResponseStatus } = useParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [continuing, setContinuing] = useState(false);

  const onContinue = async () => {
    setContinuing(true);
    try {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: studentKeys.order() }),
        queryClient.refetchQueries({ queryKey: studentKeys.membership() }),
      ]);
    } finally {
      setContinuing(false);
    }
    await navigate(paths.onboardingProfile.href());
  };

  return (
    <div className="page page--narrow">
      <PageMeta title={t('paymentAsync.title')} />
      <h1>{t('paymentAsync.heading')}</h1>
      {paymentResponseStatus === 'processing' ? (
        <>
          <p role="status">{t('errors.PAYMENT_PROCESSING', { ns: 'domain' })}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={continuing}
            aria-busy={continuing}
            onClick={() => void onContinue()}
          >
            {t('paymentAsync.continue')}
          </button>
        </>
      ) : (
        <>
          <p role="alert" className="form__notice form__notice--error">
            {t('errors.PAYMENT_ERROR', { ns: 'domain' })}
          </p>
          <Link className="button button--primary" to={paths.enrollmentPayment.href()}>
            {t('paymentAsync.toPayment')}
          </Link>
        </>
      )}
    </div>
  );
}
