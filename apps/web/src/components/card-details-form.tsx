import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import { detectCardBrand } from '@portal/domain/ledger/card-brand';
import { CARD_TYPES, type CardType } from '@portal/domain/ledger/card-type';
import { AddressFieldset } from '@/components/address-fieldset';
import { FormField } from '@/components/form-field';
import { ApiError, globalErrorCodes } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { applyFieldErrors, serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCatalogueExplanation } from '@/lib/catalogue-explanation';
import type { CARD_FORM_FIELDS } from '@/lib/payments/card-form';
import {
  EMPTY_CARD_FORM,
  SECRET_CARD_FIELDS,
  cardFormSchema,
  cardPayload,
} from '@/lib/payments/card-form';
import { SubmitButton } from './submit-button';

// Where the server's field names (the payload of docs/product/entities.md) show up in this form; the promo code has its
// own field outside it. A payload nested in a request (the debt payment's `card`) has its fields
// prefixed, which `fieldPrefix` strips.
const CARD_FIELD_OF: Record<string, (typeof CARD_FORM_FIELDS)[number]> = {
  firstName: 'firstName',
  lastName: 'lastName',
  creditCardNumber: 'cardNumber',
  expireMonth: 'expiry',
  expireYear: 'expiry',
  cvv: 'cvv',
  // The brand is the number's: a brand the server refuses is a problem with the number.
  cardTypeView: 'cardNumber',
  'address.address1': 'address1',
  'address.city': 'city',
  'address.state': 'state',
  'address.zipCode': 'zipCode',
  'address.country': 'country',
};

export interface CardDetailsFormProps {
  /**
   * The card types the tenant accepts (docs/product/entities.md payment methods response), listed above the
   * number; the card's own type is detected from the number as it is typed.
   */
  cardTypes: readonly { cardType: CardType; displayName: string }[];
  /** The promo code sent with the card (enrolment only). */
  promoCode?: string;
  submitLabel: string;
  /** What the button says while the request is out; 'Paying…' unless given. */
  pendingLabel?: string;
  pending: boolean;
  onPay: (payload: CardPaymentRequest, callbacks: { onError: (error: unknown) => void }) => void;
  /** A promo code the server refused at payment time. */
  onPromoRefused?: () => void;
  /** Where the server reports this card's fields, e.g. 'card.' for the debt payment. */
  fieldPrefix?: string;
  /** Shown just above the button: what pressing it commits to (the terms, how to cancel). */
  terms?: ReactNode;
  /**
   * The name the form starts with: the signed-in learner's, so that a name given at the account
   * step is not typed again (WCAG 3.3.7). It stays editable: a card may be in another name.
   */
  holder?: { firstName: string; lastName: string };
}

/**
 * The card form (docs/product/entities.md, validation.md): fields check themselves when left and as they change afterwards;
 * a submit with errors focuses (and scrolls to) the first one. A refused card keeps everything
 * typed except the number and the security code, and says why next to the button.
 */
export function CardDetailsForm({
  cardTypes,
  promoCode = '',
  submitLabel,
  pendingLabel,
  pending,
  onPay,
  onPromoRefused,
  fieldPrefix = '',
  terms,
  holder,
}: CardDetailsFormProps) {
  const { t } = useTranslation(['payments', 'domain', 'common']);
  const toastApiError = useApiErrorToast();
  const schema = useMemo(() => cardFormSchema(new Date()), []);
  const explain = useCatalogueExplanation();
  const [refusal, setRefusal] = useState<{ message: string; explanation?: string } | null>(null);
  const refusalId = useId();
  const { field, handleSubmit, setError, setValue, setFocus, watch } = useSchemaForm(schema, {
    ...EMPTY_CARD_FORM,
    ...holder,
  });
  const brand = detectCardBrand(watch('cardNumber') ?? '');
  const brandName = (type: CardType) =>
    cardTypes.find((option) => option.cardType === type)?.displayName ||
    CARD_TYPES[type].displayName;

  const onError = (error: unknown) => {
    toastApiError(error);
    if (serverFieldErrors(error).some(({ field }) => field === 'promoCode')) onPromoRefused?.();
    applyFieldErrors(
      error,
      (field) =>
        field.startsWith(fieldPrefix) ? CARD_FIELD_OF[field.slice(fieldPrefix.length)] : undefined,
      setError,
    );
    // A refused card (402) keeps the form but the secrets; a timeout is retried as it stands,
    // so the retry is the same attempt and reuses its idempotency key.
    const codes = globalErrorCodes(error);
    const declined =
      error instanceof ApiError && error.status === 402 && !codes.includes('PAYMENT_TIMEOUT')
        ? codes[0]
        : undefined;
    if (declined) {
      setRefusal({
        message: t(`errors.${declined}`, { ns: 'domain' }),
        explanation: explain(declined),
      });
      for (const field of SECRET_CARD_FIELDS) setValue(field, '');
      setFocus('cardNumber');
    }
  };

  const submit = handleSubmit((values) => {
    setRefusal(null);
    // A brand of the networks but not among the tenant's card types is refused before sending
    // (an empty list, methods not saying, leaves the decision to the server).
    const brand = detectCardBrand(values.cardNumber);
    if (cardTypes.length > 0 && !cardTypes.some((option) => option.cardType === brand)) {
      setError(
        'cardNumber',
        { type: 'brand', message: 'validation.cardBrandNotAccepted' },
        { shouldFocus: true },
      );
      return;
    }
    onPay(cardPayload(values, promoCode), { onError });
  });

  return (
    <form
      className="form card-form"
      // Named, as a page may hold another form (the payment step's promo code): form
      // landmarks are told apart by their names (IBM aria_form_label_unique).
      aria-label={t('card.formLabel')}
      noValidate
      onSubmit={submit}
      aria-describedby={refusal ? refusalId : undefined}
    >
      <fieldset className="form__group">
        <legend>{t('card.cardLegend')}</legend>
        <p className="card-form__accepted">
          {t('checkout.acceptedCards', {
            brands: cardTypes.map((option) => brandName(option.cardType)).join(', '),
          })}
        </p>
        <div className="form__row">
          <FormField
            label={t('card.firstName')}
            autoComplete="cc-given-name"
            required
            {...field('firstName')}
          />
          <FormField
            label={t('card.lastName')}
            autoComplete="cc-family-name"
            required
            {...field('lastName')}
          />
        </div>
        <FormField
          label={t('card.number')}
          autoComplete="cc-number"
          inputMode="numeric"
          required
          {...field('cardNumber')}
        />
        <p className="card-form__brand" role="status" aria-live="polite">
          {brand ? t('checkout.detectedBrand', { brand: brandName(brand) }) : ''}
        </p>
        <div className="form__row">
          <FormField
            label={t('card.expiry')}
            hint={t('card.expiryHint')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={t('common:monthYearPlaceholder')}
            required
            {...field('expiry')}
          />
          <FormField
            label={t('card.cvv')}
            autoComplete="cc-csc"
            inputMode="numeric"
            required
            {...field('cvv')}
          />
        </div>
      </fieldset>
      <AddressFieldset
        legend={t('card.addressLegend')}
        fields={{
          address1: field('address1'),
          city: field('city'),
          state: field('state'),
          zipCode: field('zipCode'),
        }}
        country={field('country')}
        autoCompleteSection="billing"
      />
      {refusal ? (
        <div id={refusalId} role="alert" className="form__notice form__notice--error">
          <p>{refusal.message}</p>
          {refusal.explanation ? <p className="form__explanation">{refusal.explanation}</p> : null}
        </div>
      ) : null}
      {terms}
      <SubmitButton className="button button--primary button--block" busy={pending}>
        {pending ? (pendingLabel ?? t('card.paying')) : submitLabel}
      </SubmitButton>
    </form>
  );
}
