import { z } from 'zod';
import { checkCardSizes, type CardPaymentRequest } from '@portal/domain/enrollment/card-payment';
import { detectCardBrand } from '@portal/domain/ledger/card-brand';
import { DEFAULT_COUNTRY } from '@portal/domain/user/address-type';
import {
  addressTextSchema,
  cardExpirySchema,
  personNameSchema,
} from '@portal/domain/validation/fields';

/**
 * The inputs of the card form, as typed: the number may hold spaces, the expiry is MM/YYYY. The
 * card type is not asked for: it is the brand the number's first digits name (docs/checkout.md).
 */
export interface CardFormValues {
  firstName: string;
  lastName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export const CARD_FORM_FIELDS = [
  'firstName',
  'lastName',
  'cardNumber',
  'expiry',
  'cvv',
  'address1',
  'city',
  'state',
  'zipCode',
  'country',
] as const satisfies readonly (keyof CardFormValues)[];

export const EMPTY_CARD_FORM: CardFormValues = {
  firstName: '',
  lastName: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  address1: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
};

/** The two inputs that are cleared after a refused payment: nothing else has to be typed again. */
export const SECRET_CARD_FIELDS = ['cardNumber', 'cvv'] as const;

/**
 * The card form's rules (docs/product/validation.md): names, the billing address, a number of an accepted brand and a
 * security code of that brand's sizes, an expiry not before the current month. `now` is the page's clock so
 * the month boundary is testable.
 */
export function cardFormSchema(now: Date) {
  const fields = z.object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    expiry: cardExpirySchema(now),
    address1: addressTextSchema,
    city: addressTextSchema,
    state: addressTextSchema,
    zipCode: addressTextSchema,
    country: addressTextSchema,
  });
  // The number and security code sizes depend on the card's brand. They are checked on their own
  // object so a submit marks them together with every other bad field, not only once the rest
  // is valid (an object's refinement is skipped while its fields fail).
  const card = z
    .object({ cardNumber: z.string(), cvv: z.string() })
    .superRefine((values, ctx) =>
      checkCardSizes(
        { number: values.cardNumber, securityCode: values.cvv },
        { number: 'cardNumber', securityCode: 'cvv' },
        ctx,
      ),
    );
  return fields.and(card);
}

/**
 * The payload from the form's values: spaces stripped from the number, the MM/YYYY expiry split
 * into its month (the first two characters) and its four-digit year (docs/product/validation.md reads the expiry as
 * month then four-digit year; the server takes 'YYYY' as well as 'YY').
 */
export function cardPayload(values: CardFormValues, promoCode?: string): CardPaymentRequest {
  const expiry = values.expiry.trim();
  // `cardTypeView` is still sent (docs/product/entities.md), derived from the number; the server checks the two
  // agree. The form's rules refuse a number of no brand, so one is always found here.
  const cardType = detectCardBrand(values.cardNumber);
  if (!cardType) throw new Error('cardPayload: the card form let through a number of no brand');
  const payload: CardPaymentRequest = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    creditCardNumber: values.cardNumber.replace(/\s+/g, ''),
    expireMonth: expiry.slice(0, 2),
    expireYear: expiry.slice(3, 7),
    cvv: values.cvv.trim(),
    cardTypeView: cardType,
    address: {
      address1: values.address1.trim(),
      addressType: 'billing',
      country: values.country.trim(),
      state: values.state.trim(),
      city: values.city.trim(),
      zipCode: values.zipCode.trim(),
    },
  };
  const promo = promoCode?.trim();
  return promo ? { ...payload, promoCode: promo } : payload;
}
