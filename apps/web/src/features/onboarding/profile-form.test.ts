import { describe, expect, it } from 'vitest';
import { en } from '@portal/domain/i18n/en';
import type { OnboardingQuestion } from '@portal/domain/tenant/tenant-config';
import {
  emptyProfile,
  profileFormSchema,
  profileRequest,
  type ProfileFormValues,
} from './profile-form';

const NOW = new Date('2026-11-22T04:00:00Z');
const QUESTIONS: OnboardingQuestion[] = [
  {
    id: 'goal',
    label: 'Why?',
    type: 'select',
    options: ['Finish a degree', 'Grow in my job'],
    required: true,
  },
  { id: 'employer', label: 'Employer', type: 'text', required: false },
];
const valid: ProfileFormValues = {
  ...emptyProfile(QUESTIONS),
  address1: '12 Main St.',
  city: 'Hays',
  state: 'KS',
  zipCode: '67601',
  phone: '(785) 555-0100',
  dateOfBirth: '1990-02-28',
  targetDate: '06/2028',
  answers: { goal: 'Grow in my job', employer: '' },
};

type Field = keyof ProfileFormValues | `answers.${string}`;

function problem(values: ProfileFormValues, field: Field): string | null {
  const result = profileFormSchema(NOW, QUESTIONS).safeParse(values);
  if (result.success) return null;
  const id = result.error.issues.find((i) => i.path.join('.') === field)?.message;
  if (!id) return null;
  const key = id.replace(/^validation\./, '') as keyof typeof en.validation;
  return en.validation[key] ?? id;
}

describe('profileFormSchema (docs/product/validation.md)', () => {
  it('accepts a complete profile with an optional question left empty', () => {
    expect(profileFormSchema(NOW, QUESTIONS).safeParse(valid).success).toBe(true);
  });

  it.each<[string, Partial<ProfileFormValues>, Field, string | null]>([
    ['phone with 10 digits', { phone: '(785) 555-0100' }, 'phone', null],
    ['phone as bare digits', { phone: '7855550100' }, 'phone', null],
    ['phone with dots', { phone: '785.555.0100' }, 'phone', null],
    ['phone with +1 and spaces', { phone: '+1 785 555 0100' }, 'phone', null],
    [
      'phone with a letter',
      { phone: '785-555-010O' },
      'phone',
      'The phone number must contain 10 digits',
    ],
    [
      'phone with 9 digits',
      { phone: '(785) 555-010' },
      'phone',
      'The phone number must contain 10 digits',
    ],
    ['empty phone', { phone: '' }, 'phone', 'This field is required'],
    ['target date this month', { targetDate: '11/2026' }, 'targetDate', null],
    [
      'target date last month',
      { targetDate: '10/2026' },
      'targetDate',
      "Target date can't be in past",
    ],
    [
      'target date as M/YYYY',
      { targetDate: '6/2028' },
      'targetDate',
      en.validation.targetDateFormat,
    ],
    ['target date empty', { targetDate: '' }, 'targetDate', 'This field is required'],
    [
      'date of birth tomorrow',
      { dateOfBirth: '2026-11-23' },
      'dateOfBirth',
      en.validation.dateOfBirth,
    ],
    [
      'date of birth 31 February',
      { dateOfBirth: '1990-02-31' },
      'dateOfBirth',
      en.validation.dateOfBirth,
    ],
    ['date of birth empty', { dateOfBirth: '' }, 'dateOfBirth', 'This field is required'],
    [
      'address with a symbol',
      { address1: '12 Main St. #4' },
      'address1',
      en.validation.addressText,
    ],
    ['empty city', { city: '' }, 'city', 'This field is required'],
    [
      'required question unanswered',
      { answers: { goal: '', employer: '' } },
      'answers.goal',
      'This field is required',
    ],
    [
      'answer outside the options',
      { answers: { goal: 'Other', employer: '' } },
      'answers.goal',
      en.validation.option,
    ],
    [
      'free text with a tag',
      { answers: { goal: 'Grow in my job', employer: '<b>' } },
      'answers.employer',
      en.validation.freeText,
    ],
  ])('%s', (_name, change, field, expected) => {
    expect(problem({ ...valid, ...change }, field)).toBe(expected);
  });
});

describe('profileRequest', () => {
  it('builds the PUT /user-api/users body, leaving unanswered questions out', () => {
    expect(profileRequest({ ...valid, subscribedToSms: true })).toEqual({
      dateOfBirth: '1990-02-28',
      phoneNumbers: ['(785) 555-0100'],
      addresses: [
        {
          addressType: 'billing',
          address1: '12 Main St.',
          city: 'Hays',
          state: 'KS',
          country: 'US',
          zipCode: '67601',
        },
      ],
      targetDateProgress: '06/2028',
      subscribedToSms: true,
      userData: { goal: 'Grow in my job' },
    });
  });
});

describe('profileRequest', () => {
  it.each(['785.555.0100', '+1 785 555 0100', '1-785-555-0100'])(
    'sends the phone typed as %s in the stored form (785) 555-0100',
    (phone) => {
      const parsed = profileFormSchema(NOW, QUESTIONS).parse({ ...valid, phone });
      expect(profileRequest(parsed).phoneNumbers).toEqual(['(785) 555-0100']);
    },
  );
});
