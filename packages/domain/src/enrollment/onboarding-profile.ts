import { z } from 'zod';
import { addressSchema } from '../user/address';
import { freeTextSchema, phoneSchema, targetDateSchema } from '../validation/fields';
import { isDateOfBirth } from './date-of-birth';

/**
 * PUT /user-api/users during onboarding (docs/product/validation.md). `userData` holds the tenant's onboarding
 * questions (tenant config `onboardingQuestions`) keyed by question id; the server checks them
 * against the tenant's questions (required ones, select options). Rules that depend on "now" read
 * the clock function when a request is parsed.
 */
export function onboardingProfileRequestSchema(now: () => Date) {
  return z.object({
    /** ISO YYYY-MM-DD, a real day in the past. */
    dateOfBirth: z
      .string({ error: 'validation.required' })
      .refine((v) => isDateOfBirth(v, now()), { error: 'validation.dateOfBirth' }),
    phoneNumbers: z
      .array(phoneSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(3),
    addresses: z
      .array(addressSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(2),
    /** MM/YYYY, not before the current month (docs/product/validation.md "Target date"). */
    targetDateProgress: z.string({ error: 'validation.required' }).superRefine((value, ctx) => {
      const parsed = targetDateSchema(now()).safeParse(value);
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
    }),
    subscribedToSms: z.boolean().default(false),
    // An optional question left empty may be sent as ''.
    userData: z.record(
      z.string().max(60),
      z.union([z.literal(''), freeTextSchema.max(500, { error: 'validation.tooLong' })]),
      { error: 'validation.required' },
    ),
  });
}
export type OnboardingProfileRequest = z.infer<ReturnType<typeof onboardingProfileRequestSchema>>;
