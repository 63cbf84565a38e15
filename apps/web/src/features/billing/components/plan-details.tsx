import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import { acceptsPlanAccessCodes } from '@portal/domain/ledger/offered-payment-methods';
import {
  afterAccessCode,
  afterCancel,
  afterRestart,
  BILLED_STATUSES,
  canChangeMethod,
  isPaidInFull,
} from '@portal/domain/ledger/subscription-lifecycle';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { formatMoney } from '@portal/domain/money/format-money';
import { useTenant } from '@/lib/app-services';
import { planLabel } from '@/lib/payments/plan-label';
import { useRestartSubscription } from '../api/restart-subscription';
import { OnePanelOpen } from '../one-panel-open';
import { cardExpiryWarning } from '../card-expiry';
import { paymentMethodLabel } from '@/lib/payments/payment-method-label';
import { AccessCodePanel } from './access-code-panel';
import { CancelPlanPanel } from './cancel-plan-panel';
import { ChangeCardPanel } from './change-card-panel';
import { DebtPanel } from './debt-panel';
import { PayPalStartButton } from './paypal-start-button';
import { SubscriptionStatusNote } from './subscription-status-note';
import { usePageFormats } from '@/lib/page-formats';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';

/** The plan as docs/product/entities.md displays it, its status, next payment and method, and its actions. */
export function PlanDetails({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const formats = usePageFormats();
  const [now] = useState(() => new Date());
  const expiry =
    subscription.paymentInformation?.paymentMethod === 'CREDIT_CARD'
      ? cardExpiryWarning(subscription.paymentMethodExpiresOn, now)
      : null;
  // The state diagram of docs/billing.md decides what the learner may do (one rule, the domain's).
  const method = subscription.paymentInformation?.paymentMethod ?? null;
  const cancellable = afterCancel(subscription.status, subscription.totalDebt, method) !== null;
  const restartable = afterRestart(subscription.status, method) !== null;
  const changeable = canChangeMethod(subscription.status, method);
  // The plan by the name it kept in the page's language (docs/languages.md "What an order holds").
  const { textOf } = useCatalogTexts();
  const sponsorable =
    acceptsPlanAccessCodes(useTenant().config.paymentMethods) &&
    afterAccessCode(subscription.status, method) !== null;
  // A cancelled plan keeps the end of its paid period as its date, but nothing is charged then.
  const nextPayment = (BILLED_STATUSES as string[]).includes(subscription.status)
    ? subscription.nextPaymentDate
    : null;
  return (
    <OnePanelOpen>
      <p className="billing__plan">
        {planLabel(
          {
            name: textOf(subscription, 'planName').text,
            priceCents: subscription.amount,
            periodicity: subscription.periodicity,
          },
          t,
        )}
      </p>
      <dl className="billing__facts">
        <div>
          <dt>{t('plan.status')}</dt>
          <dd>{t(`status.${subscription.status}`)}</dd>
        </div>
        <div>
          <dt>{t('plan.nextPayment')}</dt>
          <dd>
            {nextPayment
              ? t('plan.nextPaymentValue', {
                  amount: formatMoney(subscription.amount),
                  date: formats.date(nextPayment, DATE_FORMATS.short),
                })
              : t('plan.noNextPayment')}
          </dd>
        </div>
        <div>
          <dt>{t('plan.method')}</dt>
          <dd>
            {subscription.paymentInformation
              ? paymentMethodLabel(subscription.paymentInformation, t)
              : t('plan.noMethod')}
          </dd>
        </div>
      </dl>
      <SubscriptionStatusNote status={subscription.status} paidInFull={isPaidInFull(method)} />
      {expiry ? (
        <p role="status" className="form__notice form__notice--warning">
          {t(`expiry.${expiry}`)}
        </p>
      ) : null}
      {subscription.totalDebt > 0 ? <DebtPanel subscription={subscription} /> : null}
      <div className="billing__actions">
        {changeable ? <ChangeCardPanel subscriptionId={subscription.id} /> : null}
        {changeable ? (
          <PayPalStartButton purpose="method" subscriptionId={subscription.id} />
        ) : null}
        {sponsorable ? <AccessCodePanel subscriptionId={subscription.id} /> : null}
        {restartable ? <RestartButton /> : null}
        {cancellable ? <CancelPlanPanel /> : null}
      </div>
    </OnePanelOpen>
  );
}

function RestartButton() {
  const { t } = useTranslation('billing');
  const restart = useRestartSubscription();
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={restart.isPending}
      aria-busy={restart.isPending}
      onClick={() => restart.mutate()}
    >
      {restart.isPending ? t('restart.restarting') : t('restart.open')}
    </button>
  );
}
