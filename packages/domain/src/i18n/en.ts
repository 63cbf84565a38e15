import { ACTIVITY_MESSAGES } from '../coursework/course-activity';
import { GRADE_FEEDBACK_MESSAGES } from '../coursework/grade-feedback';
import { ERROR_CATALOGUE } from '../errors/error-catalogue';
import type { ErrorCode } from '../errors/error-code';
import { ENGLISH_PRICE_WORDS } from '../ledger/periodicity';

// The English resource both apps load into i18next. Schemas and the error display refer to these
// by id ('validation.required', 'errors.ORDER_NOT_FOUND') so a tenant can override the wording
// (CODE_STYLE.md "Copy is never inline"). docs/product/validation.md gives the sentences quoted there; the others
// (name, address, free text, password parts, approval code, formats) are ours, docs/product/validation.md being silent.
const validation = {
  required: 'This field is required',
  email: 'Please enter a valid email.',
  emailAscii: 'The email field must be a valid email.',
  personName:
    'Must start with a letter and use only English letters, commas, apostrophes, periods, spaces and dashes',
  personNameAnyScript:
    'Must start with a letter and use only letters of the Latin, Greek, Cyrillic, Armenian or Georgian alphabets with their accents, apostrophes, periods, spaces and hyphens',
  addressText: 'Use only English letters, digits, commas, apostrophes, periods, spaces and dashes',
  freeText: 'This field contains characters that are not allowed',
  passwordLength: 'Password must be 8 to 128 characters long',
  passwordUppercase: 'Password must contain an upper case letter',
  passwordLowercase: 'Password must contain a lower case letter',
  passwordDigit: 'Password must contain a digit',
  passwordSpecial: 'Password must contain one of the special characters !@#$%^&*',
  passwordCharacters:
    'Password may contain only English letters, digits and the special characters !@#$%^&*',
  passwordMismatch: 'The two passwords are not the same',
  phone: 'The phone number must contain 10 digits',
  targetDateFormat: 'Enter the date as MM/YYYY',
  targetDatePast: "Target date can't be in past",
  approvalCode: 'Enter 8 letters or digits, a dash, then up to 9 digits',
  cardNumber: 'Please, enter a valid credit card number',
  cardTypeMismatch: 'The card type does not match the card number',
  cardBrandNotAccepted: 'This card type is not accepted here. Please use another card.',
  securityCode: 'Please, enter a valid credit card CVC number.',
  cardExpiryFormat: 'Enter the expiration date as MM/YYYY',
  cardExpired: 'The credit card has expired',
  routingNumber: 'Enter the 9-digit routing number printed on your checks',
  bankAccountNumber: 'Enter an account number of 4 to 17 digits',
  explanation: 'Use English letters only',
  tooLong: 'This text is too long',
  invalid: 'This value is not valid',
  sortColumn: 'This list cannot be sorted by that column',
  dateOfBirth: 'Enter a valid date of birth',
  option: 'Choose one of the options',
  staffCode: 'Enter the 6 digits your authenticator app shows',
  refundAccessEnd: 'Access cannot end before today',
  // The catalog's entries (docs/catalog-editing.md "Validation").
  courseCode: 'A course code is 2 to 4 capital letters and 3 digits, such as BUS101',
  slug: 'Use lower-case letters, digits and hyphens, such as health-sciences',
  priceCents: 'Enter the price in cents: a whole number, 0 or more (6945 is $69.45)',
  credits: 'Enter the credits as a whole number from 0 to 30',
  gradingWeight: 'Each weight is a whole number from 1 to 100',
  gradingTotal: 'The grading weights must add up to 100',
  catalogId: 'An id is a whole number of 1 or more',
  duplicateListItem: 'This is listed twice',
  duplicateCode: 'Another course already has this code',
  duplicateSlug: 'Another category already has this address name',
  duplicateId: 'Another entry already has this id',
  unknownPrerequisite: 'No course has this code',
  unknownCourse: 'No course has this code',
  enrollmentCode:
    'An enrolment code is capital letters and digits in parts joined by hyphens, such as FHSU-BGS',
  duplicateEnrollmentCode: 'Another program already has this enrolment code',
  unknownSchool: 'No school has this id',
  duplicateExam: 'Another challenge exam is already of this course',
  unknownProgram: 'No program has this enrolment code',
  duplicatePlan: 'Another payment plan is already of this program: a program is sold on one plan',
  periodicity: 'Choose how often the plan is billed, from the list',
  promotionCode:
    'A promotion code is capital letters and digits in parts joined by hyphens, at most 40 characters, such as SAVE20',
  promotionKind: 'Choose one of the kinds of promotion',
  percentOff: 'Enter the percentage off as a whole number from 1 to 100',
  deferredDays: 'Enter the days before the first charge as a whole number from 1 to 365',
  notForPromotionKind: 'This kind of promotion takes no such value: leave it empty',
  duplicatePromotionCode: 'Another promotion already has this code',
  offeredProgram:
    "A tenant's site offers this program by its enrolment code: take it off the tenant's programs first",
  selfPrerequisite: 'A course cannot be its own prerequisite',
  prerequisiteCycle: 'These prerequisites lead back to the course itself',
  unknownCategory: 'No top category has this address name',
  unknownSubcategory: 'No subcategory of the chosen category has this address name',
  categoryInUse: 'Courses or subcategories still rely on this category as it is',
  catalogFile:
    'Name the file as the export does: categories.json, courses/<category>.json, programs.json, challenge-exams.json, payment-plans.json or promotions.json',
  fileCategory: 'This course belongs in the file of its category',
  publishAtPast: 'Choose a time in the future',
  translatedTopics:
    'Write one Spanish topic for each English topic, in the same order, or leave them all out',
} as const;

const errors = Object.fromEntries(
  Object.entries(ERROR_CATALOGUE).map(([code, { message }]) => [code, message]),
) as Record<ErrorCode, string>;

export const en = {
  validation,
  errors,
  coursework: { activity: ACTIVITY_MESSAGES, grade: GRADE_FEEDBACK_MESSAGES },
  price: ENGLISH_PRICE_WORDS,
};

export type ValidationMessageId = `validation.${keyof typeof validation}`;
