import { z } from 'zod';
import { addressTextSchema } from '../validation/fields';
import { addressTypeSchema, DEFAULT_COUNTRY } from './address-type';

/**
 * A postal address as the forms send it (docs/product/entities.md "Billing address", the profile's addresses):
 * the same fields and rules wherever one is asked for; the country defaults to US.
 */
export const addressSchema = z.object({
  addressType: addressTypeSchema,
  address1: addressTextSchema,
  city: addressTextSchema,
  state: addressTextSchema,
  country: addressTextSchema.default(DEFAULT_COUNTRY),
  zipCode: addressTextSchema,
});
export type Address = z.infer<typeof addressSchema>;
