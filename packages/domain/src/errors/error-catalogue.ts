import type { ErrorCode } from './error-code';

// The one error catalogue (docs/product/error-catalogue.md). Messages are the catalogue's own words; where error-catalogue.md names a code
// without giving its sentence, the closest catalogue sentence is used and the choice is noted.
// HTTP statuses: 400 invalid input, 401 session/token, 402 payment not completed, 403 permission,
// 404 not found, 409 conflicts with the current state, 412 unmet preconditions (docs/product/entities.md lists 412 among
// the HTTP codes used), 429 too many attempts, 500 internal, 503 the database cannot be reached. A
// few entries are notices the server also sends by code (2xx), so that their wording can be
// overridden like any other.

const TRY_AGAIN = 'Something went wrong, please try again.';
const TRY_LATER = 'Something went wrong. Please try again later.';
const ORDER_ALREADY_PAID = 'Order already paid';
const MEMBERSHIP_EXPIRED = 'Your membership has been expired. Please contact support.';

export interface ErrorEntry {
  status: number;
  message: string;
}

export const ERROR_CATALOGUE: Record<ErrorCode, ErrorEntry> = {
  // Generic texts
  NOT_EMPTY: { status: 400, message: 'Not empty' },
  NOT_NULL: { status: 400, message: 'Not null' },
  NOT_BLANK: { status: 400, message: 'Not blank' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  VALIDATION_FAILED: { status: 400, message: 'Bad request' },
  // A state-changing call without the header every client call sends (docs/product/api-calls.md): a form or a
  // script on another site, which cannot send it without a CORS preflight we never grant.
  MISSING_REQUESTED_WITH: { status: 403, message: 'Access denied' },
  // What the HTTP layer refuses before a route runs; docs/product/error-catalogue.md has no sentence beyond 'Bad request'.
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Bad request' },
  URI_TOO_LONG: { status: 414, message: 'Bad request' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Bad request' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Bad request' },
  REQUEST_TIMEOUT: { status: 408, message: TRY_AGAIN },
  ACCESS_DENIED: { status: 403, message: 'Access denied' },
  TOKEN_EXPIRED: { status: 401, message: 'Token expired' },
  INVALID_TOKEN: { status: 401, message: 'Invalid token' },
  SESSION_EXPIRED: { status: 401, message: 'Your session was expired, please login to continue' },
  INTERNAL_SERVER_ERROR: { status: 500, message: 'Internal server error' },
  UNSUPPORTED_SORT_FIELD: { status: 400, message: 'Unsupported sort field' },
  ILLEGAL_ARGUMENT: { status: 400, message: 'Illegal argument exception' },
  INVALID_PASSWORD: { status: 400, message: 'Invalid password' },
  SAME_PASSWORD: { status: 400, message: 'Same password' },
  SOMETHING_WENT_WRONG: { status: 500, message: TRY_AGAIN },
  // The client appends the tenant's help-center phone number to this sentence.
  CALL_HELP_CENTER: {
    status: 500,
    message: 'Something went wrong, please call our help center at',
  },
  // Shown when an error body carries an empty list (docs/product/error-catalogue.md "Display").
  CONTACT_SUPPORT: { status: 500, message: 'Something went wrong. Please, contact support' },
  TOO_MANY_ATTEMPTS: { status: 429, message: TRY_LATER },
  // Ours: the database cannot be reached (a restart, a failover); nothing of the request was done
  // unless the connection went while it committed (docs/operations.md "When PostgreSQL goes away").
  SERVICE_UNAVAILABLE: { status: 503, message: TRY_LATER },
  // The staff console's second step (docs/staff-console.md): a wrong, reused or expired code, or a
  // used recovery code, alike.
  INVALID_SECOND_FACTOR: { status: 400, message: 'Invalid or already used code' },
  INVALID_PASSKEY: { status: 400, message: 'This passkey was not accepted' },

  // Users
  USER_ALREADY_EXISTS: { status: 409, message: 'There is already a user with this email address' },
  // Sent whether or not the email is registered, so the reply never reveals an account.
  PASSWORD_RECOVERY_SENT: {
    status: 200,
    message: 'If your email is registered, we have sent you a password recovery link.',
  },
  // Not in docs/product/error-catalogue.md: a wrong, used or expired recovery code, alike, so none tells it existed.
  RESET_CODE_INVALID: {
    status: 400,
    message: 'This password recovery link is no longer valid. Please ask for a new one.',
  },
  // Ours: a staff enrolment link that is wrong, used, replaced or expired, alike.
  STAFF_ENROLMENT_LINK_INVALID: {
    status: 400,
    message: 'This link is no longer valid. Please ask an administrator for a new one.',
  },
  // Ours: a change that would leave no provider administrator able to sign in.
  LAST_PROVIDER_ADMIN: {
    status: 409,
    message: 'The last provider administrator cannot lose the role or be disabled.',
  },
  // Ours: a tenant edit in the console that the start-up checks of tenants/ would refuse; each
  // field error says what is wrong (docs/tenant-editing.md).
  TENANT_SETTINGS_INVALID: {
    status: 400,
    message: 'These settings cannot be published: correct the fields marked.',
  },
  // Ours: the tenant was published by someone else since the editor loaded it.
  TENANT_CHANGED_MEANWHILE: {
    status: 409,
    message: 'Someone else published a change to this tenant meanwhile. Reload to see it.',
  },
  // Ours: a new tenant's id is another tenant's.
  TENANT_ALREADY_EXISTS: { status: 409, message: 'There is already a tenant with this id' },
  // Ours: a logo upload that is not an SVG that still draws once sanitised, nor a PNG, JPEG or
  // WebP image.
  TENANT_LOGO_INVALID: {
    status: 400,
    message: 'The logo must be an SVG, PNG, JPEG or WebP image.',
  },
  PERMISSION_DENIED: { status: 403, message: 'You do not have access permissions.' },
  // A member of staff seeing the portal as a student asked for a change (docs/staff-console.md
  // "Seeing the portal as the student").
  READ_ONLY_VIEW: {
    status: 403,
    message: 'You are viewing as this student; changes are not allowed',
  },

  // Payment
  PAYMENT_ERROR: { status: 402, message: TRY_AGAIN },
  PAYMENT_TRY_AGAIN: { status: 402, message: TRY_AGAIN },
  PAYMENT_USER_TRY_AGAIN: { status: 402, message: TRY_AGAIN },
  PAYMENT_TIMEOUT: { status: 402, message: TRY_AGAIN },
  PAYMENT_CANCEL: { status: 402, message: 'The payment has been cancelled.' },
  PAYMENT_DECLINED: {
    status: 402,
    message:
      'Check the credit card number, expiration date, and transaction information and re-submit. Call the card issuing bank if unresolved.',
  },
  CARD_INVALID_ACCOUNT_NUMBER: { status: 402, message: 'Invalid account number' },
  CARD_INVALID_EXPIRATION_DATE: { status: 402, message: 'Invalid expiration date' },
  CARD_INSUFFICIENT_FUNDS: { status: 402, message: 'Insufficient funds available in account' },
  CARD_EXCEEDS_TRANSACTION_LIMIT: { status: 402, message: 'Exceeds per transaction limit' },
  CARD_PERMISSION_ISSUE: { status: 402, message: 'Permission issue' },
  CARD_CAPTURE_ERROR: { status: 402, message: 'Capture error' },
  CARD_ADDRESS_MISMATCH: { status: 402, message: 'Address and zip code do not match' },
  CARD_SECURITY_CODE_MISMATCH: { status: 402, message: 'Card Security Code (CSC) mismatch' },
  INVALID_PAYMENT_REQUISITES: { status: 402, message: 'Invalid payment requisites' },
  PAYMENT_PROCESSING: {
    status: 202,
    message: 'Your payment is processing, you have a trial period for now.',
  },
  ORDER_PAID: { status: 200, message: 'Order paid successfully!' },

  // Orders, debts and subscriptions
  ORDER_NOT_FOUND: { status: 404, message: 'Order not found' },
  // Ours: a member mailing a student the receipt of an order not paid (docs/staff-console.md "Acting on a student").
  ORDER_NOT_PAID: { status: 409, message: 'This order has not been paid, so it has no receipt.' },
  ORDER_ALREADY_PAYED: { status: 409, message: ORDER_ALREADY_PAID },
  // docs/product/error-catalogue.md "Order already paid (in pending or already paid)": a pending payment reads the same.
  ORDER_IN_PAYMENT_PENDING: { status: 409, message: ORDER_ALREADY_PAID },
  // No sentence in docs/product/error-catalogue.md; a debt is paid through an order, so the order sentence is the closest.
  DEBT_ALREADY_PAID: { status: 409, message: ORDER_ALREADY_PAID },
  // No sentence in docs/product/error-catalogue.md; the student cannot make this change alone, so send them to the help center.
  SUBSCRIPTION_CHANGE_NOT_ALLOWED: {
    status: 409,
    message: 'Something went wrong, please call our help center at',
  },
  // No sentence in docs/product/error-catalogue.md; the page shows a stale subscription, so reloading and retrying fixes it.
  NOT_LATEST_SUBSCRIPTION: { status: 409, message: TRY_AGAIN },

  // Membership. docs/product/error-catalogue.md names not found, try again, disabled and cancel; only the expiry sentence is
  // given, and it is the closest for disabled and cancelled memberships too.
  MEMBERSHIP_NOT_FOUND: { status: 404, message: 'Membership not found' },
  MEMBERSHIP_TRY_AGAIN: { status: 409, message: TRY_AGAIN },
  MEMBERSHIP_DISABLED: { status: 403, message: MEMBERSHIP_EXPIRED },
  MEMBERSHIP_CANCEL: { status: 409, message: MEMBERSHIP_EXPIRED },
  MEMBERSHIP_EXPIRED: { status: 403, message: MEMBERSHIP_EXPIRED },
  // Ours: a member extending or ending a student's access (docs/staff-console.md "Acting on a student").
  STUDENT_HAS_NO_MEMBERSHIP: {
    status: 409,
    message: 'This student has no paid membership, so there is no access to change.',
  },
  ACCESS_EXTENSION_DAY: {
    status: 400,
    message: 'Choose a day after today and after the current end of access, within two years.',
  },
  ACCESS_END_DAY: {
    status: 400,
    message: 'Choose today, or a later day before the access ends.',
  },

  // Coursework, transcripts and enrolment
  COURSEWORK_NOT_COMPLETED: {
    status: 412,
    message: 'Coursework was not completed for selected courses.',
  },
  COURSES_NOT_ELIGIBLE_FOR_TRANSCRIPT: {
    status: 412,
    message:
      'One or some courses are not eligible for transcript. Please refresh the page and try again.',
  },
  TRANSCRIPT_REQUIRED_BEFORE_ADMISSION: {
    status: 412,
    message: 'The following courses requires transcript to be sent before requiring admission.',
  },
  ALREADY_ENROLLED: { status: 409, message: 'You are already enrolled in the selected course' },
  ENROLL_IN_REMOVED_COURSE: { status: 409, message: 'You can not enrol in this course' },
  PRODUCT_NOT_BELONG_TO_PROGRAM: {
    status: 400,
    message: 'The course could not be added to program',
  },
  EXCEEDED_NUMBER_OF_COURSES: { status: 409, message: 'The number of courses exceed the limit' },
  // Not in docs/product/error-catalogue.md: manage courses refuses to drop a course already completed or credited.
  COURSE_NOT_REMOVABLE: {
    status: 409,
    message: 'This course is completed or credited and can no longer be removed.',
  },
  // Ours: a member re-opening a student's course (docs/staff-console.md "Acting on a student's
  // courses") that was not withdrawn, or when the student already works on as many courses as
  // they may at once.
  COURSE_NOT_WITHDRAWN: {
    status: 409,
    message: 'This course is not withdrawn, so there is nothing to re-open.',
  },
  COURSE_LOAD_FULL: {
    status: 409,
    message:
      "The student's course load is full: withdraw another course before re-opening this one.",
  },

  // Prepaid tokens and images
  INVALID_PREPAID_TOKEN: { status: 400, message: 'Invalid prepaid token' },
  TOKEN_PREFIX_MISMATCH: { status: 400, message: 'Token prefix does not match enrollment code' },
  DEGREE_PROGRAM_MISMATCH: {
    status: 400,
    message: 'Degree program does not match with access code',
  },
  ACCESS_CODE_ALREADY_USED: { status: 409, message: 'This Access Code was already used' },
  // An employer's codes (docs/employers.md): the sponsor withdrew the code, or its date passed.
  ACCESS_CODE_REVOKED: { status: 409, message: 'This Access Code was withdrawn by its sponsor' },
  ACCESS_CODE_EXPIRED: { status: 409, message: 'This Access Code has expired' },
  // 413 as the HTTP layer answers any body over a route's limit; the upload route's limit is 500KB.
  IMAGE_TOO_LARGE: { status: 413, message: 'The uploaded image size exceeds the 500KB limit.' },
  // Account settings (docs/account-settings.md). Not in docs/product/error-catalogue.md: a file that does not decode as PNG, JPEG or
  // WebP, whatever its name or declared type, and a policy agreement for a version not in force.
  IMAGE_NOT_SUPPORTED: {
    status: 400,
    message: 'The uploaded file is not a PNG, JPEG or WebP image.',
  },
  POLICY_VERSION_OUTDATED: {
    status: 409,
    message: 'The policy has changed. Please read the current policy and agree to it.',
  },

  // Challenge exams. {{exam}} is i18next interpolation for the {exam} of docs/product/error-catalogue.md.
  CHALLENGE_EXAM_PAID: {
    status: 200,
    message: 'Your payment for the {{exam}} is complete. You can schedule your challenge exam now.',
  },
  CHALLENGE_EXAM_ENABLED: {
    status: 200,
    message:
      'Your challenge exam {{exam}} has been enabled. You can schedule your Challenge Exam now.',
  },
  // docs/product/error-catalogue.md gives no sentence for the failure, only a pay-again link; the payment sentence is closest.
  CHALLENGE_EXAM_PAYMENT_FAILED: { status: 402, message: TRY_AGAIN },

  // Prior credit (docs/transcripts.md). Not in docs/product/error-catalogue.md: a course not of the program, already started,
  // completed or credited, or already asked for (docs/transcripts.md).
  PRIOR_CREDIT_NOT_AVAILABLE: {
    status: 409,
    message: 'Prior credit is not available for this course.',
  },

  // The registrar's queues (docs/staff-console.md). Ours: another registrar (or the student, by
  // withdrawing) moved the item first, so this move is refused and nothing changes.
  ALREADY_DECIDED: {
    status: 409,
    message: 'Someone else has already moved or decided this request. Refresh the queue.',
  },
  // Refunds (docs/refunds.md). Ours: the staff console's refund of a captured payment.
  PAYMENT_NOT_REFUNDABLE: {
    status: 409,
    message: 'Only a captured payment can be refunded.',
  },
  REFUND_EXCEEDS_REMAINING: {
    status: 400,
    message: 'The refund is more than what is left of the payment.',
  },
  REFUND_NOT_PENDING: { status: 409, message: 'This refund is no longer waiting for approval.' },
  REFUND_SAME_APPROVER: {
    status: 403,
    message: 'Another finance member must approve a refund you requested.',
  },
  // Disputes (docs/disputes.md). Ours: a gateway's webhook that is not signed with its secret (or
  // signed too long ago), and finance's answer to a dispute no longer waiting for one.
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'The webhook signature is not valid.' },
  DISPUTE_NOT_OPEN: { status: 409, message: 'This dispute is no longer waiting for a response.' },
  DISPUTE_RESPONSE_LATE: {
    status: 409,
    message: 'The deadline to respond to this dispute has passed.',
  },
  // Reconciliation (docs/reconciliation.md): an item another member has already resolved.
  RECONCILIATION_ITEM_RESOLVED: {
    status: 409,
    message: 'This reconciliation item has already been resolved.',
  },
  // Catalog editing (docs/catalog-editing.md). Ours: a draft another editor (or the publishing
  // job) has published or discarded, an entry published again since it was drafted, a draft that
  // changes nothing, and an undo with nothing before it or of a version no longer the latest.
  CATALOG_DRAFT_CLOSED: {
    status: 409,
    message: 'This draft has already been published or discarded.',
  },
  CATALOG_DRAFT_STALE: {
    status: 409,
    message:
      'Someone published a change to this entry after it was drafted. Edit the draft again to start from what is live.',
  },
  CATALOG_DRAFT_EMPTY: { status: 409, message: 'This draft changes nothing that is live.' },
  CATALOG_NOTHING_TO_UNDO: {
    status: 409,
    message: 'This version created the entry, so there is no earlier version to return to.',
  },
  CATALOG_VERSION_NOT_LATEST: {
    status: 409,
    message: 'A newer version has been published since. Reload the history.',
  },
};
