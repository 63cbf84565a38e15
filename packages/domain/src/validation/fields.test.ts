import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { en } from '../i18n/en';
import {
  addressTextSchema,
  approvalCodeSchema,
  cardExpirySchema,
  cardNumberSchema,
  emailSchema,
  explanationSchema,
  freeTextSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  requiredSchema,
  securityCodeSchema,
  targetDateSchema,
} from './fields';

// The English sentence of the first issue, or null when the value is valid.
function sentence(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const id = result.error.issues[0]?.message ?? '';
  const key = id.replace(/^validation\./, '') as keyof typeof en.validation;
  return en.validation[key] ?? `missing message ${id}`;
}

const OK = null;
const v = en.validation;
const now = new Date(Date.UTC(2025, 5, 15, 12)); // June 2025

describe.each<[string, z.ZodType, [unknown, string | null][]]>([
  [
    'required',
    requiredSchema,
    [
      ['x', OK],
      ['', v.required],
      ['   ', v.required],
      [undefined, v.required],
      [null, v.required],
    ],
  ],
  [
    'email',
    emailSchema,
    [
      ['jane.doe@example.com', OK],
      ['  jane@example.com ', OK],
      ['', v.required],
      ['jane', 'Please enter a valid email.'],
      ['jane@', 'Please enter a valid email.'],
      ['jane@example', 'Please enter a valid email.'],
      ['jöhn@example.com', 'The email field must be a valid email.'],
    ],
  ],
  [
    'person name',
    personNameSchema,
    [
      ['Mary-Jane', OK],
      ["O'Neil Jr., Sr.", OK],
      ['', v.required],
      ['1Mary', v.personName],
      [' Mary', v.personName],
      ['-Mary', v.personName],
      ['Zoë', v.personName],
      ['Mary2', v.personName],
    ],
  ],
  [
    'address text',
    addressTextSchema,
    [
      ["12 O'Hara St., Apt 4-B", OK],
      ['', v.required],
      ['12 Main St #4', v.addressText],
      ['Straße 1', v.addressText],
    ],
  ],
  [
    'free text',
    freeTextSchema,
    [
      ['Hi! Can I pay 50% (or $20) by 10/01? "Yes" - e-mail me@x.com; thanks + ok | bye', OK],
      ['Line one\nline two', OK],
      ['Café', OK],
      ['', v.required],
      ['<script>', v.freeText],
      ['a\\b', v.freeText],
      ['{x}', v.freeText],
    ],
  ],
  [
    'password',
    passwordSchema,
    [
      ['Abcdef1!', OK],
      ['Abcde1!', v.passwordLength],
      [`Ab1!${'a'.repeat(124)}`, OK],
      [`Ab1!${'a'.repeat(125)}`, v.passwordLength],
      ['', v.required],
      ['abcdef1!', v.passwordUppercase],
      ['ABCDEF1!', v.passwordLowercase],
      ['Abcdefg!', v.passwordDigit],
      ['Abcdefg1', v.passwordSpecial],
      ['Abcdef1!?', v.passwordCharacters],
      ['Abcdef1! ', v.passwordCharacters],
      ['Abcdéf1!', v.passwordCharacters],
    ],
  ],
  [
    'phone',
    phoneSchema,
    [
      ['(555) 123-4567', OK],
      ['', v.required],
      ['555 123 4567', OK],
      ['(555) 123-456', 'The phone number must contain 10 digits'],
      ['(555)123-4567', OK],
      ['(555) 123-45678', 'The phone number must contain 10 digits'],
    ],
  ],
  [
    'approval code',
    approvalCodeSchema,
    [
      ['AB12CD34-1', OK],
      ['AB12CD34-123456789', OK],
      ['AB12CD34-1234567890', v.approvalCode],
      ['AB12CD3-1', v.approvalCode],
      ['AB12CD345-1', v.approvalCode],
      ['AB12CD34-', v.approvalCode],
      ['AB12CD34-1a', v.approvalCode],
      ['', v.required],
    ],
  ],
  [
    'form explanation',
    explanationSchema,
    [
      ['Other', OK],
      ['', v.required],
      ['Other reason', v.explanation],
      ['Other1', v.explanation],
    ],
  ],
  [
    'target date',
    targetDateSchema(now),
    [
      ['06/2025', OK],
      ['07/2025', OK],
      ['01/2026', OK],
      ['05/2025', "Target date can't be in past"],
      ['12/2024', "Target date can't be in past"],
      ['13/2025', v.targetDateFormat],
      ['6/2025', v.targetDateFormat],
      ['06/25', v.targetDateFormat],
      ['', v.required],
    ],
  ],
  [
    'card expiry',
    cardExpirySchema(now),
    [
      ['06/2025', OK],
      ['05/2025', 'The credit card has expired'],
      ['00/2026', v.cardExpiryFormat],
      ['0626', v.cardExpiryFormat],
      ['', v.required],
    ],
  ],
  [
    'card number (16)',
    cardNumberSchema([16]),
    [
      ['4111 1111 1111 1111', OK],
      ['4111111111111111', OK],
      ['4111 1111 1111 111', 'Please, enter a valid credit card number'],
      ['4111 1111 1111 11111', 'Please, enter a valid credit card number'],
      ['4111-1111-1111-1111', 'Please, enter a valid credit card number'],
      ['', v.required],
    ],
  ],
  [
    'security code (3 or 4)',
    securityCodeSchema([3, 4]),
    [
      ['123', OK],
      ['1234', OK],
      ['12', 'Please, enter a valid credit card CVC number.'],
      ['12345', 'Please, enter a valid credit card CVC number.'],
      ['12a', 'Please, enter a valid credit card CVC number.'],
      ['', v.required],
    ],
  ],
])('%s (docs/product/validation.md)', (_name, schema, rows) => {
  it.each(rows)('%j -> %s', (value, expected) => {
    expect(sentence(schema, value)).toBe(expected);
  });
});

describe('card number output', () => {
  it('strips spaces before sending (docs/product/entities.md)', () => {
    expect(cardNumberSchema([15, 16]).parse(' 3782 822463 10005 ')).toBe('378282246310005');
  });
});

describe('month boundaries are read in UTC', () => {
  it.each([
    [new Date(Date.UTC(2025, 5, 30, 23, 59)), '06/2025', OK],
    [new Date(Date.UTC(2025, 6, 1, 0, 0)), '06/2025', 'The credit card has expired'],
  ])('%s, %s', (at, value, expected) => {
    expect(sentence(cardExpirySchema(at), value)).toBe(expected);
  });
});
