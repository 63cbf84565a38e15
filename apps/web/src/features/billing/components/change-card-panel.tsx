import { useTranslation } from 'react-i18next';
import { CardDetailsForm } from '@/components/card-details-form';
import { usePaymentMethods } from '@/lib/payments/get-payment-methods';
import { showToast } from '@/lib/toasts';
import { useChangeRecurringCard } from '../api/change-recurring-card';
import { useDisclosure } from '../use-disclosure';
import { LoadFailure } from '@/components/load-failure';
import { Loading } from './loading';

/** "Change card": the enrolment's card form, inline; the card is verified, not charged. */
export function ChangeCardPanel({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation('billing');
  const { open, hide, panelId, headingRef, triggerProps } = useDisclosure();
  return (
    <>
      <button type="button" className="button button--secondary" {...triggerProps}>
        {t('changeCard.open')}
      </button>
      {open ? (
        <section id={panelId} className="billing__panel" aria-labelledby={`${panelId}-h`}>
          <h3 id={`${panelId}-h`} ref={headingRef} tabIndex={-1}>
            {t('changeCard.heading')}
          </h3>
          <p>{t('changeCard.intro')}</p>
          <NewCardForm subscriptionId={subscriptionId} onDone={hide} />
          <button type="button" className="button button--secondary" onClick={hide}>
            {t('changeCard.close')}
          </button>
        </section>
      ) : null}
    </>
  );
}

function NewCardForm({ subscriptionId, onDone }: { subscriptionId: string; onDone: () => void }) {
  const { t } = useTranslation('billing');
  const methods = usePaymentMethods();
  const { change, isPending } = useChangeRecurringCard(subscriptionId);
  if (methods.isPending) return <Loading />;
  if (methods.isError)
    return <LoadFailure namespace="billing" onRetry={() => void methods.refetch()} />;
  return (
    <CardDetailsForm
      cardTypes={methods.data.CREDIT_CARD?.options ?? []}
      submitLabel={t('changeCard.save')}
      pendingLabel={t('changeCard.saving')}
      pending={isPending}
      onPay={(card, { onError }) =>
        change(card, {
          onError,
          onSuccess: () => {
            showToast.success(t('changeCard.done'));
            onDone();
          },
        })
      }
    />
  );
}
