import { describe, expect, it } from 'vitest';
import { acceptsPlanAccessCodes, offeredPaymentMethods } from './offered-payment-methods';

describe('offeredPaymentMethods', () => {
  it.each([
    ['paid-preselected', undefined, ['CREDIT_CARD', 'PAYPAL', 'ACH']],
    ['paid-selective', undefined, ['CREDIT_CARD', 'PAYPAL', 'ACH']],
    ['prepaid', undefined, ['PREPAID_TOKEN']],
    ['davita-assessment-prepaid', undefined, ['PREPAID_TOKEN']],
    ['paid-preselected', ['CREDIT_CARD'], ['CREDIT_CARD']],
    ['paid-preselected', ['PAYPAL', 'ACH'], ['PAYPAL', 'ACH']],
    ['paid-preselected', [], []],
    // A tenant cannot switch on what its mode does not allow.
    ['prepaid', ['CREDIT_CARD', 'PAYPAL'], []],
  ] as const)('%s with %j offers %j', (mode, switchedOn, expected) => {
    expect(offeredPaymentMethods(mode, switchedOn)).toEqual(expected);
  });
});

describe('acceptsPlanAccessCodes', () => {
  it('takes access codes for plans unless the tenant switched tokens off', () => {
    expect(acceptsPlanAccessCodes(undefined)).toBe(true);
    expect(acceptsPlanAccessCodes(['CREDIT_CARD', 'PREPAID_TOKEN'])).toBe(true);
    expect(acceptsPlanAccessCodes(['CREDIT_CARD', 'PAYPAL', 'ACH'])).toBe(false);
  });
});
