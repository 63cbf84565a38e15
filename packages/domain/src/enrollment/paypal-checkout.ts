import { z } from 'zod';
import { FIELD_MAX_LENGTH } from '../validation/field-lengths';

// PayPal express checkout (docs/product/api-calls.md Ledger): GET .../payment/paypal/token gives where to send the
// learner; PUT .../payment/paypal/token captures the approved checkout.

/** PayPal's order id, which docs/product/entities.md calls the express checkout token. */
export const expressCheckoutTokenSchema = z
  .string({ error: 'validation.required' })
  .regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'validation.required' });

const promoCodeSchema = z.string().trim().min(1).max(FIELD_MAX_LENGTH.promoCode).optional();

/** GET /ledger-api/orders/{id}/payment/paypal/token?promoCode= */
export const paypalTokenQuerySchema = z.object({ promoCode: promoCodeSchema });

/** What GET answers: the token and PayPal's page where the learner approves the payment. */
export const paypalCheckoutSchema = z.object({
  expressCheckoutToken: z.string(),
  approvalUrl: z.string(),
});
export type PayPalCheckout = z.infer<typeof paypalCheckoutSchema>;

/** PUT /ledger-api/orders/{id}/payment/paypal/token */
export const paypalCaptureRequestSchema = z.object({
  expressCheckoutToken: expressCheckoutTokenSchema,
  // The price was fixed when the token was made; the code is accepted for the call's shape (docs/product/api-calls.md).
  promoCode: z.string().trim().max(FIELD_MAX_LENGTH.promoCode).nullish(),
});
export type PayPalCaptureRequest = z.infer<typeof paypalCaptureRequestSchema>;

/**
 * PUT /ledger-api/subscriptions/{id}/payment/recurring/paypal: the approved token (a Vault setup
 * token) whose PayPal becomes the plan's method.
 */
export const paypalMethodRequestSchema = z.object({
  expressCheckoutToken: expressCheckoutTokenSchema,
});
