import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatMoney } from '@portal/domain/money/format-money';
import { AddressFieldset } from '@/components/address-fieldset';
import { FormField } from '@/components/form-field';
import { globalErrorCodes } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { applyFieldErrors, serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import {
  BANK_FIELD_OF,
  EMPTY_BANK_FORM,
  SECRET_BANK_FIELDS,
  bankAccountFormSchema,
  bankFormSchema,
  type BankFormValues,
} from '@/lib/payments/bank-form';
import { SubmitButton } from './submit-button';

export interface BankAccountFormProps {
  /** What is debited, in cents, which the learner authorises. */
  amountCents: number;
  /** Asks the US billing address too (the enrolment's tokenised payment, docs/product/entities.md). */
  withBillingAddress?: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onPay: (values: BankFormValues, callbacks: { onError: (error: unknown) => void }) => void;
  /** Where the server reports the account's fields, e.g. 'bankAccount.' for the debt payment. */
  fieldPrefix?: string;
  /**
   * The name the form starts with: the signed-in learner's, so that a name given at the account
   * step is not typed again (WCAG 3.3.7). It stays editable: an account may be in another name.
   */
  holder?: { firstName: string; lastName: string };
}

/**
 * The bank-details form (ACH, docs/product/entities.md): the account holder, the billing address when asked, and
 * a checking account debited once on the web authorisation the hint states. The rules are the
 * server's schemas; a submit with errors focuses the first one. A refused payment says why next
 * to the button and keeps everything typed but the account number, which lives in the form's
 * state only.
 */
export function BankAccountForm({
  amountCents,
  withBillingAddress = true,
  submitLabel,
  pendingLabel,
  pending,
  onPay,
  fieldPrefix = '',
  holder,
}: BankAccountFormProps) {
  const { t } = useTranslation(['payments', 'domain']);
  const toastApiError = useApiErrorToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const schema: z.ZodType<BankFormValues, BankFormValues> = withBillingAddress
    ? bankFormSchema
    : bankAccountFormSchema;
  const { field, handleSubmit, setError, setValue, setFocus } = useSchemaForm(schema, {
    ...EMPTY_BANK_FORM,
    ...holder,
  });
  const formFieldOf = (serverField: string) =>
    serverField.startsWith(fieldPrefix)
      ? BANK_FIELD_OF[serverField.slice(fieldPrefix.length)]
      : undefined;

  const onError = (error: unknown) => {
    toastApiError(error);
    for (const name of SECRET_BANK_FIELDS) setValue(name, '');
    const [code] = globalErrorCodes(error);
    if (code) setRefusal(t(`errors.${code}`, { ns: 'domain' }));
    if (serverFieldErrors(error).some(({ field }) => formFieldOf(field))) {
      applyFieldErrors(error, formFieldOf, setError);
    } else {
      setFocus('accountNumber');
    }
  };

  const submit = handleSubmit((values) => {
    setRefusal(null);
    onPay(values, { onError });
  });

  return (
    <form
      className="form bank-form"
      // Named like the card form, beside the payment step's promo code form.
      aria-label={t('bank.formLabel')}
      noValidate
      onSubmit={submit}
      aria-describedby={refusal ? refusalId : undefined}
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
      {withBillingAddress ? (
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
      ) : null}
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
          hint={t('bank.accountHint', { amount: formatMoney(amountCents) })}
          autoComplete="off"
          inputMode="numeric"
          required
          {...field('accountNumber')}
        />
      </fieldset>
      {refusal ? (
        <p id={refusalId} role="alert" className="form__notice form__notice--error">
          {refusal}
        </p>
      ) : null}
      <SubmitButton className="button button--primary button--block" busy={pending}>
        {pending ? pendingLabel : submitLabel}
      </SubmitButton>
    </form>
  );
}
