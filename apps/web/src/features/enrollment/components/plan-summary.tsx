import { useTranslation } from 'react-i18next';
import type { PlanDetails } from '@portal/domain/enrollment/plans-and-promotions';
import { planStart } from '@portal/domain/ledger/billing-calendar';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import { formatMoney } from '@portal/domain/money/format-money';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { planLabel } from '@/lib/payments/plan-label';
import { type PageFormats, usePageFormats } from '@/lib/page-formats';

/**
 * What is being bought and on what terms (docs/checkout.md): the program, the plan as docs/product/entities.md shows
 * it, what is charged today, what is charged after that and from when, and the promotion.
 */
export function PlanSummary({
  details,
  programName,
  now,
}: {
  details: PlanDetails;
  /** The degree program the order is for. */
  programName: string | undefined;
  now: Date;
}) {
  const { t } = useTranslation('enrollment');
  const formats = usePageFormats();
  const { plan, promotion } = details;
  const planName = useCatalogTexts().textOf(plan, 'name').text;
  const renews = planStart(now, plan.periodicity, promotion).nextPaymentAt;
  return (
    <section className="plan-summary" aria-labelledby="plan-summary-heading">
      <h2 id="plan-summary-heading">{t('plan.heading')}</h2>
      {programName ? (
        <p className="plan-summary__program">{t('checkout.program', { program: programName })}</p>
      ) : null}
      <p className="plan-summary__label">
        {planLabel(
          { name: planName, priceCents: details.pricePerPeriod, periodicity: plan.periodicity },
          t,
        )}
      </p>
      <dl className="plan-summary__facts">
        <div>
          <dt>{t('plan.dueToday')}</dt>
          <dd>{formatMoney(details.chargedToday)}</dd>
        </div>
        <div>
          <dt>{t('checkout.then')}</dt>
          <dd>
            {t('checkout.renews', {
              price: formats.price(details.pricePerPeriod, plan.periodicity),
              date: formats.date(renews, DATE_FORMATS.long),
            })}
          </dd>
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

/** What the pay button and the terms beside it say, from what is due today. */
export function checkoutWords(details: PlanDetails, now: Date, formats: PageFormats) {
  const { plan, promotion } = details;
  return {
    free: details.chargedToday === 0,
    amount: formatMoney(details.chargedToday),
    price: formats.price(details.pricePerPeriod, plan.periodicity),
    date: formats.date(
      planStart(now, plan.periodicity, promotion).nextPaymentAt,
      DATE_FORMATS.long,
    ),
  };
}
