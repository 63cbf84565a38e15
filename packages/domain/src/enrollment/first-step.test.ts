import { describe, expect, it } from 'vitest';
import { firstEnrolmentStep } from './first-step';

describe('the first step of enrolment (docs/product/screens-and-routes.md "Enrollment routes by onboarding mode")', () => {
  it.each([
    ['paid-preselected', '/program'],
    ['paid-selective', '/enrollment/start'],
    ['prepaid', '/enrollment/account'],
    ['davita-assessment-prepaid', '/assessment-account-creation'],
  ] as const)('in the %s mode is %s', (mode, path) => {
    expect(firstEnrolmentStep(mode)).toBe(path);
  });
});
