import type { FocusEvent } from 'react';
import { normalizePhoneNumber } from '@portal/domain/validation/phone-number';
import type { FieldBinding } from '@/lib/forms/use-schema-form';
import { FormField } from './form-field';

export interface PhoneFieldProps extends FieldBinding {
  label: string;
  hint: string;
  /** Sets the form's value to the number in the form of docs/product/validation.md, (###) ###-####. */
  onNormalized: (phone: string) => void;
}

/**
 * A phone number typed any common way (dots, dashes, spaces, +1), shown as (###) ###-#### once
 * left (the form of docs/product/validation.md; docs/checkout.md): the onboarding profile and account settings share it.
 */
export function PhoneField({ label, hint, onNormalized, onBlur, ...binding }: PhoneFieldProps) {
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const normalized = normalizePhoneNumber(event.target.value);
    if (normalized && normalized !== event.target.value) onNormalized(normalized);
    return onBlur(event);
  };
  return (
    <FormField
      label={label}
      hint={hint}
      // The HTML standard allows "tel-national" (a number without its country code, as docs/product/validation.md
      // counts ten digits) on text fields only; the phone keypad comes from inputMode.
      type="text"
      inputMode="tel"
      autoComplete="tel-national"
      required
      {...binding}
      onBlur={leave}
    />
  );
}
