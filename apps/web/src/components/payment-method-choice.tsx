import type { PaymentMethods } from '@portal/domain/enrollment/plans-and-promotions';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@portal/domain/ledger/payment-method';

/** The methods a payment can use (docs/product/entities.md payment methods response) as one radio group. */
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
          <span className="choice__text">{methods[m]?.label ?? PAYMENT_METHOD_LABELS[m]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The methods a response offers, in its order. */
export const offeredMethods = (methods: PaymentMethods) =>
  (Object.keys(methods) as PaymentMethod[]).filter((m) => methods[m]);
