import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { LoadFailure } from '@/components/load-failure';
import { Loading } from './loading';
import { PlanDetails } from './plan-details';

/** The payment plan: loading, failed, none (404), or the plan with what can be done with it. */
export function PlanSection() {
  const { t } = useTranslation('billing');
  const subscription = useCurrentSubscription();
  const heading = useRef<HTMLHeadingElement>(null);
  const status = subscription.data?.status;
  const shown = useRef(status);
  // A cancel or restart takes its own button away with the state: the focus, lost with it, goes
  // to the plan's heading rather than back to the top of the page.
  useEffect(() => {
    const changed = shown.current !== undefined && shown.current !== status;
    shown.current = status;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (changed && lost) heading.current?.focus();
  }, [status]);
  return (
    <section className="billing__section" aria-labelledby="billing-plan-heading">
      <h2 id="billing-plan-heading" ref={heading} tabIndex={-1}>
        {t('plan.heading')}
      </h2>
      {subscription.isPending ? (
        <Loading />
      ) : subscription.isError ? (
        <LoadFailure namespace="billing" onRetry={() => void subscription.refetch()} />
      ) : subscription.data === null ? (
        <NoPlan />
      ) : (
        <PlanDetails subscription={subscription.data} />
      )}
    </section>
  );
}

function NoPlan() {
  const { t } = useTranslation('billing');
  return (
    <>
      <p>{t('plan.none')}</p>
      <p>{t('plan.noneHelp')}</p>
      <p className="billing__actions">
        <Link className="button button--secondary" to={paths.enrollmentPayment.href()}>
          {t('plan.toEnrollment')}
        </Link>
        <Link className="button button--secondary" to={paths.supportRequest.href()}>
          {t('plan.toSupport')}
        </Link>
      </p>
    </>
  );
}
