import { describe, expect, it } from 'vitest';
import { en } from './en';

// The English resource against the required sentences themselves (docs/product/states-and-transitions.md, validation.md, error-catalogue.md), not
// against the catalogue it is built from: a changed word in either place fails here.
describe('en resource', () => {
  it.each([
    ['required', 'This field is required'],
    ['email', 'Please enter a valid email.'],
    ['emailAscii', 'The email field must be a valid email.'],
    ['phone', 'The phone number must contain 10 digits'],
    ['targetDatePast', "Target date can't be in past"],
    ['cardNumber', 'Please, enter a valid credit card number'],
    ['securityCode', 'Please, enter a valid credit card CVC number.'],
    ['cardExpired', 'The credit card has expired'],
  ] as const)('words validation.%s as docs/product/validation.md does', (id, sentence) => {
    expect(en.validation[id]).toBe(sentence);
  });

  it.each([
    ['NOT_FOUND', 'Not found'],
    ['BAD_REQUEST', 'Bad request'],
    ['ACCESS_DENIED', 'Access denied'],
    ['TOKEN_EXPIRED', 'Token expired'],
    ['INVALID_TOKEN', 'Invalid token'],
    ['INTERNAL_SERVER_ERROR', 'Internal server error'],
    ['UNSUPPORTED_SORT_FIELD', 'Unsupported sort field'],
    ['ILLEGAL_ARGUMENT', 'Illegal argument exception'],
    ['INVALID_PASSWORD', 'Invalid password'],
    ['SAME_PASSWORD', 'Same password'],
    ['SESSION_EXPIRED', 'Your session was expired, please login to continue'],
    ['CONTACT_SUPPORT', 'Something went wrong. Please, contact support'],
    ['CALL_HELP_CENTER', 'Something went wrong, please call our help center at'],
    ['TOO_MANY_ATTEMPTS', 'Something went wrong. Please try again later.'],
    ['PAYMENT_PROCESSING', 'Your payment is processing, you have a trial period for now.'],
    ['ORDER_PAID', 'Order paid successfully!'],
    ['USER_ALREADY_EXISTS', 'There is already a user with this email address'],
    [
      'PASSWORD_RECOVERY_SENT',
      'If your email is registered, we have sent you a password recovery link.',
    ],
    ['PERMISSION_DENIED', 'You do not have access permissions.'],
    ['PAYMENT_TRY_AGAIN', 'Something went wrong, please try again.'],
    ['PAYMENT_TIMEOUT', 'Something went wrong, please try again.'],
    ['PAYMENT_CANCEL', 'The payment has been cancelled.'],
    [
      'PAYMENT_DECLINED',
      'Check the credit card number, expiration date, and transaction information and re-submit. Call the card issuing bank if unresolved.',
    ],
    ['CARD_INVALID_ACCOUNT_NUMBER', 'Invalid account number'],
    ['CARD_INVALID_EXPIRATION_DATE', 'Invalid expiration date'],
    ['CARD_INSUFFICIENT_FUNDS', 'Insufficient funds available in account'],
    ['CARD_EXCEEDS_TRANSACTION_LIMIT', 'Exceeds per transaction limit'],
    ['CARD_PERMISSION_ISSUE', 'Permission issue'],
    ['CARD_CAPTURE_ERROR', 'Capture error'],
    ['CARD_ADDRESS_MISMATCH', 'Address and zip code do not match'],
    ['CARD_SECURITY_CODE_MISMATCH', 'Card Security Code (CSC) mismatch'],
    ['INVALID_PAYMENT_REQUISITES', 'Invalid payment requisites'],
    ['ORDER_NOT_FOUND', 'Order not found'],
    ['ORDER_ALREADY_PAYED', 'Order already paid'],
    ['ORDER_IN_PAYMENT_PENDING', 'Order already paid'],
    ['MEMBERSHIP_NOT_FOUND', 'Membership not found'],
    ['MEMBERSHIP_EXPIRED', 'Your membership has been expired. Please contact support.'],
    ['COURSEWORK_NOT_COMPLETED', 'Coursework was not completed for selected courses.'],
    [
      'COURSES_NOT_ELIGIBLE_FOR_TRANSCRIPT',
      'One or some courses are not eligible for transcript. Please refresh the page and try again.',
    ],
    [
      'TRANSCRIPT_REQUIRED_BEFORE_ADMISSION',
      'The following courses requires transcript to be sent before requiring admission.',
    ],
    ['ALREADY_ENROLLED', 'You are already enrolled in the selected course'],
    ['ENROLL_IN_REMOVED_COURSE', 'You can not enrol in this course'],
    ['PRODUCT_NOT_BELONG_TO_PROGRAM', 'The course could not be added to program'],
    ['EXCEEDED_NUMBER_OF_COURSES', 'The number of courses exceed the limit'],
    ['INVALID_PREPAID_TOKEN', 'Invalid prepaid token'],
    ['TOKEN_PREFIX_MISMATCH', 'Token prefix does not match enrollment code'],
    ['DEGREE_PROGRAM_MISMATCH', 'Degree program does not match with access code'],
    ['ACCESS_CODE_ALREADY_USED', 'This Access Code was already used'],
    ['IMAGE_TOO_LARGE', 'The uploaded image size exceeds the 500KB limit.'],
    [
      'CHALLENGE_EXAM_PAID',
      'Your payment for the {{exam}} is complete. You can schedule your challenge exam now.',
    ],
    [
      'CHALLENGE_EXAM_ENABLED',
      'Your challenge exam {{exam}} has been enabled. You can schedule your Challenge Exam now.',
    ],
  ] as const)('words errors.%s as docs/product/error-catalogue.md does', (code, sentence) => {
    expect(en.errors[code]).toBe(sentence);
  });

  it('holds the coursework feedback of docs/product/states-and-transitions.md', () => {
    expect(en.coursework.activity.NOT_STARTED).toBe('Ready to Start');
    expect(en.coursework.grade.COMPLETE).toBe('Course Complete!');
  });
});
