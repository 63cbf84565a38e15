import { z } from 'zod';
import { paymentInformationSchema } from '../enrollment/order';
import { subscriptionStatusSchema } from './subscription-status';

/** The Subscription entity of SPEC §3; the amount is integer cents (ARCHITECTURE.md decision 3). */
export const subscriptionSchema = z.object({
  id: z.string(),
  status: subscriptionStatusSchema,
  amount: z.number().int(),
  nextPaymentDate: z.string().nullable(),
  paymentInformation: paymentInformationSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
