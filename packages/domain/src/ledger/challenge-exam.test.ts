import { describe, expect, it } from 'vitest';
import { orderEventOf } from '../live/live-event';
import { examPaymentMethods } from './challenge-exam';

describe('examPaymentMethods (docs/challenge-exams.md)', () => {
  it.each([
    ['a paid mode', 'paid-preselected', undefined, ['CREDIT_CARD', 'PAYPAL']],
    [
      'a paid mode with PayPal switched off',
      'paid-selective',
      ['CREDIT_CARD', 'ACH'],
      ['CREDIT_CARD'],
    ],
    ['a paid mode with the card switched off', 'paid-preselected', ['ACH'], []],
    ['a prepaid mode', 'prepaid', undefined, []],
    ['the assessment mode', 'davita-assessment-prepaid', undefined, []],
  ] as const)('%s', (_name, mode, switchedOn, expected) => {
    expect(examPaymentMethods(mode, switchedOn)).toEqual(expected);
  });
});

describe('orderEventOf (docs/product/states-and-transitions.md: distinct for challenge exams)', () => {
  it.each([
    ['ENROLLMENT_PLAN', 'ORDER_CREATED', 'ORDER_CREATED'],
    ['ENROLLMENT_PLAN', 'ORDER_SUCCESS', 'ORDER_SUCCESS'],
    ['ENROLLMENT_PLAN', 'ORDER_FAIL', 'ORDER_FAIL'],
    ['CHALLENGE_EXAM', 'ORDER_CREATED', 'CHALLENGE_EXAM_ORDER_CREATED'],
    ['CHALLENGE_EXAM', 'ORDER_SUCCESS', 'CHALLENGE_EXAM_ORDER_SUCCESS'],
    ['CHALLENGE_EXAM', 'ORDER_FAIL', 'CHALLENGE_EXAM_ORDER_FAIL'],
  ] as const)('%s %s raises %s', (kind, event, expected) => {
    expect(orderEventOf(kind, event)).toBe(expected);
  });
});
