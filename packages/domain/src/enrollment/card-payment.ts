import { z } from 'zod';
import { detectCardBrand } from '../ledger/card-brand';
import { CARD_TYPES, cardTypeSchema, type CardType } from '../ledger/card-type';
import { addressSchema } from '../user/address';
import { addressTypeSchema } from '../user/address-type';
import {
  cardExpirySchema,
  cardNumberSchema,
  personNameSchema,
  securityCodeSchema,
} from '../validation/fields';
import { FIELD_MAX_LENGTH } from '../validation/field-lengths';

// The card payment (docs/product/entities.md "Credit card payload", validation.md card rules).

export const billingAddressSchema = addressSchema.extend({
  addressType: addressTypeSchema.default('billing'),
});

/**
 * docs/product/validation.md: the card number and the security code have the sizes of the card's brand, and the
 * brand is the one the number's first digits name (`detectCardBrand`): a number of no accepted
 * brand is 'Please, enter a valid credit card number', and a `cardType` sent with the number
 * (the payload's `cardTypeView`) must be that brand, since the server trusts the number, not the
 * label. The one rule for the payload the server parses and the form the learner fills in; each
 * problem is reported under the field named in `fields`, and a value left undefined (already
 * refused) is not checked.
 */
export function checkCardSizes(
  card: { cardType?: CardType; number: string | undefined; securityCode: string | undefined },
  fields: { number: string; securityCode: string; cardType?: string },
  ctx: z.RefinementCtx,
): void {
  const detected = card.number === undefined ? undefined : detectCardBrand(card.number);
  const brand = card.number === undefined ? card.cardType : detected;
  const sizes = brand ? CARD_TYPES[brand] : undefined;
  const checks = [
    [fields.number, cardNumberSchema(sizes?.numberLengths ?? []), card.number],
    [
      fields.securityCode,
      securityCodeSchema(sizes?.securityCodeLengths ?? ANY_SECURITY_CODE_LENGTH),
      card.securityCode,
    ],
  ] as const;
  for (const [field, schema, value] of checks) {
    if (value === undefined) continue;
    const result = schema.safeParse(value);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: result.error.issues[0]?.message ?? 'validation.required',
      });
    }
  }
  if (card.cardType && detected && card.cardType !== detected) {
    ctx.addIssue({
      code: 'custom',
      path: [fields.cardType ?? fields.number],
      message: 'validation.cardTypeMismatch',
    });
  }
}

/** The security code sizes of every brand, while the number names none. */
const ANY_SECURITY_CODE_LENGTH = [
  ...new Set(Object.values(CARD_TYPES).flatMap((type) => type.securityCodeLengths)),
];

/**
 * PUT /ledger-api/orders/{id}/payment/card: the number without spaces, expireMonth (MM) and
 * expireYear (YY, the expiry's characters 3 to 4; YYYY is accepted too). An expiry before the
 * month of `now()` is 'The credit card has expired'.
 */
export function cardPaymentRequestSchema(now: () => Date) {
  return z
    .object({
      firstName: personNameSchema,
      lastName: personNameSchema,
      creditCardNumber: z
        .string({ error: 'validation.required' })
        .regex(/^\d{12,19}$/, { error: 'validation.cardNumber' }),
      expireMonth: z
        .string({ error: 'validation.required' })
        .regex(/^(0[1-9]|1[0-2])$/, { error: 'validation.cardExpiryFormat' }),
      expireYear: z
        .string({ error: 'validation.required' })
        .regex(/^(\d{2}|\d{4})$/, { error: 'validation.cardExpiryFormat' }),
      cvv: z.string({ error: 'validation.required' }),
      cardTypeView: cardTypeSchema,
      address: billingAddressSchema,
      promoCode: z.string().trim().max(FIELD_MAX_LENGTH.promoCode).optional(),
    })
    .superRefine((card, ctx) => {
      // zod runs this when a field only failed its format (not when one is missing or of an
      // unknown card type): check what parsed, and nothing twice.
      if (!cardTypeSchema.safeParse(card.cardTypeView).success) return;
      const number = /^\d{12,19}$/.test(card.creditCardNumber) ? card.creditCardNumber : undefined;
      checkCardSizes(
        { cardType: card.cardTypeView, number, securityCode: card.cvv },
        { number: 'creditCardNumber', securityCode: 'cvv', cardType: 'cardTypeView' },
        ctx,
      );
      if (!/^(0[1-9]|1[0-2])$/.test(card.expireMonth) || !/^\d{2}(\d{2})?$/.test(card.expireYear)) {
        return;
      }
      const year = card.expireYear.length === 2 ? `20${card.expireYear}` : card.expireYear;
      const expiry = cardExpirySchema(now()).safeParse(`${card.expireMonth}/${year}`);
      if (!expiry.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['expireYear'],
          message: expiry.error.issues[0]!.message,
        });
      }
    });
}
export type CardPaymentRequest = z.infer<ReturnType<typeof cardPaymentRequestSchema>>;
