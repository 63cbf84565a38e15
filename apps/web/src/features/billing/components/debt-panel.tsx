import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@portal/domain/ledger/subscription';
import { formatMoney } from '@portal/domain/money/format-money';
import { CardDetailsForm } from '@/components/card-details-form';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { usePaymentMethods } from '@/lib/payments/get-payment-methods';
import { usePayDebt } from '../api/pay-debt';
import { paymentMethodLabel } from '@/lib/payments/payment-method-label';
import { useDisclosure } from '../use-disclosure';
import {
  BankTransferChoice,
  DebtBankTransferForm,
  useBankTransferOffered,
} from './debt-bank-transfer';
import { LoadFailure } from '@/components/load-failure';
import { Loading } from './loading';
import { PayPalStartButton } from './paypal-start-button';

/**
 * The debt and "Pay debt": with the card on file, a new card or a bank transfer (both then stay
 * on file). When the debt reaches 0 the success message of docs/product/error-catalogue.md is shown (usePayDebt) and the
 * section goes.
 */
export function DebtPanel({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation(['billing', 'domain']);
  const { open, hide, panelId, headingRef, triggerProps } = useDisclosure();
  const amount = formatMoney(subscription.totalDebt);
  const onFile = subscription.paymentInformation?.lastFour ? subscription.paymentInformation : null;
  const [method, setMethod] = useState<'onFile' | 'newCard' | 'bankTransfer'>(
    onFile ? 'onFile' : 'newCard',
  );
  const toastApiError = useApiErrorToast();
  const { pay, isPending } = usePayDebt();
  const bankTransfer = useBankTransferOffered();
  return (
    <section className="billing__debt" aria-labelledby="billing-debt-heading">
      <h3 id="billing-debt-heading">{t('debt.heading')}</h3>
      <p>{t('debt.owed', { amount })}</p>
      <button type="button" className="button button--primary" {...triggerProps}>
        {t('debt.open')}
      </button>
      {open ? (
        <div id={panelId} className="billing__panel">
          <h4 ref={headingRef} tabIndex={-1}>
            {t('debt.payHeading', { amount })}
          </h4>
          {onFile || bankTransfer ? (
            <fieldset className="choice-list">
              <legend className="form-field__label">{t('debt.methodLegend')}</legend>
              {onFile ? (
                <label className="choice">
                  <input
                    type="radio"
                    name="debtMethod"
                    checked={method === 'onFile'}
                    onChange={() => setMethod('onFile')}
                  />
                  <span className="choice__text">
                    {t('debt.onFile', { card: paymentMethodLabel(onFile, t) })}
                  </span>
                </label>
              ) : null}
              <label className="choice">
                <input
                  type="radio"
                  name="debtMethod"
                  checked={method === 'newCard'}
                  onChange={() => setMethod('newCard')}
                />
                <span className="choice__text">{t('debt.newCard')}</span>
              </label>
              {bankTransfer ? (
                <BankTransferChoice
                  checked={method === 'bankTransfer'}
                  onChange={() => setMethod('bankTransfer')}
                />
              ) : null}
            </fieldset>
          ) : null}
          {method === 'onFile' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={isPending}
              aria-busy={isPending}
              onClick={() => pay({}, { onError: toastApiError })}
            >
              {isPending ? t('debt.paying') : t('debt.pay', { amount })}
            </button>
          ) : method === 'bankTransfer' ? (
            <DebtBankTransferForm
              amountCents={subscription.totalDebt}
              pending={isPending}
              onPay={pay}
            />
          ) : (
            <DebtCardForm
              amount={amount}
              pending={isPending}
              onPay={(card, { onError }) => pay({ card }, { onError })}
            />
          )}
          <PayPalStartButton purpose="debt" subscriptionId={subscription.id} />
          <button type="button" className="button button--secondary" onClick={hide}>
            {t('debt.close')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function DebtCardForm({
  amount,
  pending,
  onPay,
}: {
  amount: string;
  pending: boolean;
  onPay: Parameters<typeof CardDetailsForm>[0]['onPay'];
}) {
  const { t } = useTranslation('billing');
  const methods = usePaymentMethods();
  if (methods.isPending) return <Loading />;
  if (methods.isError)
    return <LoadFailure namespace="billing" onRetry={() => void methods.refetch()} />;
  return (
    <CardDetailsForm
      cardTypes={methods.data.CREDIT_CARD?.options ?? []}
      submitLabel={t('debt.pay', { amount })}
      pendingLabel={t('debt.paying')}
      pending={pending}
      fieldPrefix="card."
      onPay={onPay}
    />
  );
}
