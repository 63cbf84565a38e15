import { z } from 'zod';
import { onboardingProfileRequestSchema } from '../enrollment/onboarding-profile';
import { personNameSchema } from '../validation/fields';

/**
 * PUT /user-api/users/account-settings (docs/account-settings.md): what the account settings page shows and
 * changes. The address, phone and target-date rules are the onboarding profile's own fields, so
 * each rule is written once; fields the page does not show (userData, date of birth, program) are
 * not part of the request and are never touched by it.
 */
export function accountSettingsRequestSchema(now: () => Date) {
  const profile = onboardingProfileRequestSchema(now).shape;
  return z.object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    addresses: profile.addresses,
    phoneNumbers: profile.phoneNumbers,
    subscribedToSms: profile.subscribedToSms,
    targetDateProgress: profile.targetDateProgress,
  });
}
export type AccountSettingsRequest = z.infer<ReturnType<typeof accountSettingsRequestSchema>>;
