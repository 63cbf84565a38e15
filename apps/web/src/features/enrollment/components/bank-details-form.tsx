import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/domain/money/format-money';
import { AddressFieldset } from '@/components/address-fieldset';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { globalErrorCodes } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { applyFieldErrors, serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { usePayByBankTransfer } from '../api/pay-by-bank-transfer';
import {
  BANK_FIELD_OF,
  EMPTY_BANK_FORM,
  SECRET_BANK_FIELDS,
  bankAccountPayload,
  bankFormSchema,
  bankTokenPayload,
} from '../bank-form';

export interface BankDetailsFormProps {
  orderId: string;
  /** The promo code applied on the payment step, priced into the transfer. */
  promoCode: string;
  /** What is debited today, in cents (the plan's charge today). */
  amountDue: number;
}

/**
 * The bank-details form (ACH, SPEC §3): the account holder, the billing address in the US and a
 * checking account debited once. The rules are the server's schemas; a submit with errors
 * focuses the first one. A refused payment says why next to the button and keeps everything
 * typed but the account number, which lives in the form's state only.
 */
export function BankDetailsForm({ orderId, promoCode, amountDue }: BankDetailsFormProps) {
  const { t } = useTranslation(['enrollment', 'domain']);
  const toastApiError = useApiErrorToast();
  const { pay, isPending } = usePayByBankTransfer();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { field, handleSubmit, setError, setValue, setFocus } = useSchemaForm(
    bankFormSchema,
    EMPTY_BANK_FORM,
  );

  const onError = (error: unknown) => {
    toastApiError(error);
    for (const name of SECRET_BANK_FIELDS) setValue(name, '');
    const [code] = globalErrorCodes(error);
    if (code) setRefusal(t(`errors.${code}`, { ns: 'domain' }));
    if (serverFieldErrors(error).some(({ field }) => BANK_FIELD_OF[field])) {
      applyFieldErrors(error, (field) => BANK_FIELD_OF[field], setError);
    } else {
      setFocus('accountNumber');
    }
  };

  const submit = handleSubmit((values) => {
    setRefusal(null);
    pay(
      {
        billing: bankTokenPayload(values, orderId, promoCode),
        account: bankAccountPayload(values),
      },
      { onError },
    );
  });

  return (
    <form
      className="form bank-form"
      noValidate
      onSubmit={submit}
      aria-describedby={refusal ? 'bank-refusal' : undefined}
    >
      <fieldset className="form__group">
        <legend>{t('bank.holderLegend')}</legend>
        <div className="form__row">
          <FormField
            label={t('bank.firstName')}
            autoComplete="billing given-name"
            required
            {...field('firstName')}
          />
          <FormField
            label={t('bank.lastName')}
            autoComplete="billing family-name"
            required
            {...field('lastName')}
          />
        </div>
      </fieldset>
      <AddressFieldset
        legend={t('bank.addressLegend')}
        fields={{
          address1: field('address1'),
          city: field('city'),
          state: field('state'),
          zipCode: field('zipCode'),
        }}
        autoCompleteSection="billing"
      />
      <fieldset className="form__group">
        <legend>{t('bank.accountLegend')}</legend>
        <FormField
          label={t('bank.routingNumber')}
          hint={t('bank.routingHint')}
          autoComplete="off"
          inputMode="numeric"
          required
          {...field('routingNumber')}
        />
        <FormField
          label={t('bank.accountNumber')}
          hint={t('bank.accountHint', { amount: formatMoney(amountDue) })}
          autoComplete="off"
          inputMode="numeric"
          required
          {...field('accountNumber')}
        />
      </fieldset>
      {refusal ? (
        <p id="bank-refusal" role="alert" className="form__notice form__notice--error">
          {refusal}
        </p>
      ) : null}
      <SubmitButton className="button button--primary button--block" busy={isPending}>
        {isPending ? t('bank.paying') : t('bank.pay')}
      </SubmitButton>
    </form>
  );
}
