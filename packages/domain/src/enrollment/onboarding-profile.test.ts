import { describe, expect, it } from 'vitest';
import { onboardingProfileRequestSchema } from './onboarding-profile';

const now = () => new Date('2026-11-22T12:00:00Z');

describe('onboardingProfileRequestSchema', () => {
  const profile = {
    dateOfBirth: '1990-01-31',
    phoneNumbers: ['(555) 010-2030'],
    addresses: [
      {
        addressType: 'billing',
        address1: '1 Main St',
        city: 'Hays',
        state: 'KS',
        zipCode: '67601',
      },
    ],
    targetDateProgress: '11/2026',
    userData: { goal: 'Finish a degree', note: '' },
  };
  it.each([
    ['this month as target', {}, true],
    ['last month as target', { targetDateProgress: '10/2026' }, false],
    ['a birthday tomorrow', { dateOfBirth: '2026-11-23' }, false],
    ['a 31st of February', { dateOfBirth: '1990-02-31' }, false],
  ])('%s', (_name, change, ok) => {
    expect(onboardingProfileRequestSchema(now).safeParse({ ...profile, ...change }).success).toBe(
      ok,
    );
  });
});
