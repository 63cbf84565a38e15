import { z } from 'zod';
import type { AccountSettingsRequest } from '@portal/domain/user/account-settings';
import { DEFAULT_COUNTRY } from '@portal/domain/user/address-type';
import type { UserProfile } from '@portal/domain/user/user-profile';
import {
  addressTextSchema,
  personNameSchema,
  phoneSchema,
  targetDateSchema,
} from '@portal/domain/validation/fields';

/** The account details form's inputs, flat as the student sees them. */
export interface AccountDetailsValues {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  subscribedToSms: boolean;
  targetDate: string;
}

/** The same field schemas as the server's request (docs/product/validation.md), so the same words. */
export function accountDetailsSchema(now: Date) {
  return z.object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    address1: addressTextSchema,
    city: addressTextSchema,
    state: addressTextSchema,
    zipCode: addressTextSchema,
    phone: phoneSchema,
    subscribedToSms: z.boolean(),
    targetDate: targetDateSchema(now),
  });
}

const HOME = 'billing';

/** The form filled from the user: the home (billing) address and the first phone number. */
export function accountDetailsOf(user: UserProfile | undefined): AccountDetailsValues {
  const home = user?.addresses.find((a) => a.addressType === HOME);
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    address1: home?.address1 ?? '',
    city: home?.city ?? '',
    state: home?.state ?? '',
    zipCode: home?.zipCode ?? '',
    phone: user?.phoneNumbers[0] ?? '',
    subscribedToSms: user?.subscribedToSms ?? false,
    targetDate: user?.targetDateProgress ?? '',
  };
}

/**
 * The request: what the form shows replaces the home address and the first phone; the user's
 * other phone numbers are sent back as they were (other address types the server keeps itself).
 */
export function accountSettingsRequest(
  values: AccountDetailsValues,
  user: UserProfile | undefined,
): AccountSettingsRequest {
  const home = user?.addresses.find((a) => a.addressType === HOME);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    addresses: [
      {
        addressType: HOME,
        address1: values.address1.trim(),
        city: values.city.trim(),
        state: values.state.trim(),
        country: home?.country ?? DEFAULT_COUNTRY,
        zipCode: values.zipCode.trim(),
      },
    ],
    phoneNumbers: [values.phone.trim(), ...(user?.phoneNumbers.slice(1) ?? [])],
    subscribedToSms: values.subscribedToSms,
    targetDateProgress: values.targetDate.trim(),
  };
}

/** The form's input for a field the server named in an error. */
export function detailsFieldOf(serverField: string): keyof AccountDetailsValues | null {
  if (serverField === 'firstName' || serverField === 'lastName') return serverField;
  if (serverField.startsWith('phoneNumbers')) return 'phone';
  if (serverField === 'targetDateProgress') return 'targetDate';
  const address = /^addresses\.\d+\.(address1|city|state|zipCode)$/.exec(serverField);
  return address ? (address[1] as 'address1' | 'city' | 'state' | 'zipCode') : null;
}
