import { useTranslation } from 'react-i18next';
import type { PlanDetails } from '@portal/domain/enrollment/plans-and-promotions';
import { formatMoney } from '@portal/domain/money/format-money';
import { planLabel } from '@/lib/payments/plan-label';

/** The plan as SPEC §3 shows it, what is charged today, and the promotion applied. */
export function PlanSummary({ details }: { details: PlanDetails }) {
  const { t } = useTranslation('enrollment');
  const { plan, promotion } = details;
  return (
    <section className="plan-summary" aria-labelledby="plan-summary-heading">
      <h2 id="plan-summary-heading">{t('plan.heading')}</h2>
      <p className="plan-summary__label">
        {planLabel(
          { name: plan.name, priceCents: details.pricePerPeriod, periodicity: plan.periodicity },
          t,
        )}
      </p>
      <dl className="plan-summary__facts">
        <div>
          <dt>{t('plan.dueToday')}</dt>
          <dd>{formatMoney(details.chargedToday)}</dd>
        </div>
        {promotion ? (
          <div>
            <dt>{t('plan.promotion')}</dt>
            <dd>
              {t(`promotion.${promotion.kind}`, {
                code: promotion.code,
                percent: promotion.percentOff,
                days: promotion.deferredDays,
              })}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
