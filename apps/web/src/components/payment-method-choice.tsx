import { useTranslation } from 'react-i18next';
import type { PaymentMethods } from '@portal/domain/enrollment/plans-and-promotions';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';

/**
 * The methods a payment can use (docs/product/entities.md payment methods response) as one radio
 * group, each named in the page's language (the response's `label` is English).
 */
export function PaymentMethodChoice({
  legend,
  methods,
  value,
  onChange,
}: {
  legend: string;
  methods: PaymentMethods;
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation('payments');
  const offered = offeredMethods(methods);
  return (
    <fieldset className="choice-list">
      <legend className="form-field__label">{legend}</legend>
      {offered.map((m) => (
        <label key={m} className="choice">
          <input
            type="radio"
            name="paymentMethod"
            value={m}
            checked={value === m}
            onChange={() => onChange(m)}
          />
          <span className="choice__text">{t(`method.${m}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The methods a response offers, in its order. */
export const offeredMethods = (methods: PaymentMethods) =>
  (Object.keys(methods) as PaymentMethod[]).filter((m) => methods[m]);
