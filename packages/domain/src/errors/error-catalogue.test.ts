import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './error-catalogue';
import { ERROR_CODES, isErrorCode } from './error-code';

describe('ERROR_CATALOGUE (docs/product/error-catalogue.md)', () => {
  it('words every code, and only those', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each([
    'PAYMENT_TRY_AGAIN',
    'PAYMENT_TIMEOUT',
    'PAYMENT_CANCEL',
    'ORDER_ALREADY_PAYED',
    'DEBT_ALREADY_PAID',
    'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
    'NOT_LATEST_SUBSCRIPTION',
    'ORDER_IN_PAYMENT_PENDING',
    'INTERNAL_SERVER_ERROR',
    'ALREADY_ENROLLED',
    'ENROLL_IN_REMOVED_COURSE',
    'PRODUCT_NOT_BELONG_TO_PROGRAM',
    'EXCEEDED_NUMBER_OF_COURSES',
  ])('knows the docs/product/error-catalogue.md code %s', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it.each([
    ['PERMISSION_DENIED', 403, 'You do not have access permissions.'],
    ['USER_ALREADY_EXISTS', 409, 'There is already a user with this email address'],
    ['SESSION_EXPIRED', 401, 'Your session was expired, please login to continue'],
    ['TOO_MANY_ATTEMPTS', 429, 'Something went wrong. Please try again later.'],
    ['VALIDATION_FAILED', 400, 'Bad request'],
    ['NOT_FOUND', 404, 'Not found'],
    ['ILLEGAL_ARGUMENT', 400, 'Illegal argument exception'],
    ['INTERNAL_SERVER_ERROR', 500, 'Internal server error'],
    ['ORDER_ALREADY_PAYED', 409, 'Order already paid'],
    ['PAYMENT_CANCEL', 402, 'The payment has been cancelled.'],
    ['COURSEWORK_NOT_COMPLETED', 412, 'Coursework was not completed for selected courses.'],
    ['ACCESS_CODE_ALREADY_USED', 409, 'This Access Code was already used'],
    ['IMAGE_TOO_LARGE', 413, 'The uploaded image size exceeds the 500KB limit.'],
  ] as const)('%s is %i %j', (code, status, message) => {
    expect(ERROR_CATALOGUE[code]).toEqual({ status, message });
  });

  it('rejects codes it does not know', () => {
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
