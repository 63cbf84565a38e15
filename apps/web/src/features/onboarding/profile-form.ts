import { z } from 'zod';
import { isDateOfBirth } from '@portal/domain/enrollment/date-of-birth';
import type { OnboardingProfileRequest } from '@portal/domain/enrollment/onboarding-profile';
import type { OnboardingQuestion } from '@portal/domain/tenant/tenant-config';
import { DEFAULT_COUNTRY } from '@portal/domain/user/address-type';
import type { UserProfile } from '@portal/domain/user/user-profile';
import {
  addressTextSchema,
  freeTextSchema,
  phoneSchema,
  targetDateSchema,
} from '@portal/domain/validation/fields';

/** The profile form's inputs, flat as the learner sees them; answers are keyed by question id. */
export interface ProfileFormValues {
  address1: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  dateOfBirth: string;
  targetDate: string;
  subscribedToSms: boolean;
  answers: Record<string, string>;
}

export const PROFILE_FIELDS = [
  'address1',
  'city',
  'state',
  'zipCode',
  'phone',
  'dateOfBirth',
  'targetDate',
] as const satisfies readonly (keyof ProfileFormValues)[];

/** The address a form starts with: what the user has already given, or nothing. */
export type KnownAddress = Pick<ProfileFormValues, 'address1' | 'city' | 'state' | 'zipCode'>;

export function emptyProfile(
  questions: readonly OnboardingQuestion[],
  known?: KnownAddress,
): ProfileFormValues {
  return {
    address1: known?.address1 ?? '',
    city: known?.city ?? '',
    state: known?.state ?? '',
    zipCode: known?.zipCode ?? '',
    phone: '',
    dateOfBirth: '',
    targetDate: '',
    subscribedToSms: false,
    answers: Object.fromEntries(questions.map((q) => [q.id, ''])),
  };
}

/**
 * The billing address the learner paid with (kept on the user when the payment was accepted),
 * offered as the home address so the profile step does not ask for it again (WCAG 2.2 3.3.7).
 */
export function billingAddressOf(user: UserProfile | undefined): KnownAddress | undefined {
  const billing = user?.addresses.find((a) => a.addressType === 'billing');
  if (!billing) return undefined;
  return {
    address1: billing.address1,
    city: billing.city,
    state: billing.state,
    zipCode: billing.zipCode,
  };
}

function answerSchema(question: OnboardingQuestion) {
  const base =
    question.type === 'select'
      ? z.string().refine((v) => v === '' || (question.options ?? []).includes(v), {
          error: 'validation.option',
        })
      : z.union([z.literal(''), freeTextSchema.max(500, { error: 'validation.tooLong' })]);
  return question.required
    ? base.refine((v) => v.trim() !== '', { error: 'validation.required' })
    : base;
}

/**
 * The profile rules of docs/product/validation.md (address, phone, target date MM/YYYY not in the past) plus a past
 * date of birth and the tenant's onboarding questions: required ones must be answered, a choice
 * must be one of its options. The same field schemas as the server's, so the same messages.
 */
export function profileFormSchema(now: Date, questions: readonly OnboardingQuestion[]) {
  return z.object({
    address1: addressTextSchema,
    city: addressTextSchema,
    state: addressTextSchema,
    zipCode: addressTextSchema,
    phone: phoneSchema,
    dateOfBirth: z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .refine((v) => isDateOfBirth(v, now), { error: 'validation.dateOfBirth' }),
    targetDate: targetDateSchema(now),
    subscribedToSms: z.boolean(),
    answers: z.object(Object.fromEntries(questions.map((q) => [q.id, answerSchema(q)]))),
  });
}

/** The PUT /user-api/users body: one home address, one phone, unanswered questions left out. */
export function profileRequest(values: ProfileFormValues): OnboardingProfileRequest {
  const answered = Object.entries(values.answers)
    .map(([id, answer]) => [id, answer.trim()] as const)
    .filter(([, answer]) => answer !== '');
  return {
    dateOfBirth: values.dateOfBirth,
    phoneNumbers: [values.phone.trim()],
    addresses: [
      {
        addressType: 'billing',
        address1: values.address1.trim(),
        city: values.city.trim(),
        state: values.state.trim(),
        country: DEFAULT_COUNTRY,
        zipCode: values.zipCode.trim(),
      },
    ],
    targetDateProgress: values.targetDate.trim(),
    subscribedToSms: values.subscribedToSms,
    userData: Object.fromEntries(answered),
  };
}
