// The system of record. Tenant-owned tables carry tenant_id and every query filters by it
// (docs/architecture.md, decision 5); money is integer cents (decision 3).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** Server-wide secrets shared by every instance (the token signing key when AUTH_SECRET is unset). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// Organisation data is the provider's, shared by every tenant (docs/product/entities.md "Organisation data").
export const institutions = pgTable('institutions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const schools = pgTable('schools', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  institutionId: integer('institution_id').references(() => institutions.id),
});

export const employers = pgTable('employers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  institutionId: integer('institution_id').references(() => institutions.id),
});

/** Which degree programs an employer's staff may enrol in. */
export const employerDegreePrograms = pgTable(
  'employer_degree_programs',
  {
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    degreeProgramId: integer('degree_program_id')
      .notNull()
      .references(() => degreePrograms.id),
  },
  (t) => [primaryKey({ columns: [t.employerId, t.degreeProgramId] })],
);

export const degreePrograms = pgTable('degree_programs', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id),
  enrollmentCode: text('enrollment_code').notNull().unique(),
  priceCents: integer('price_cents').notNull(),
});

/** Categories and, with a parent, their subcategories (docs/product/screens-and-routes.md catalog routes). */
export const catalogCategories = pgTable(
  'catalog_categories',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id'),
    description: text('description').notNull().default(''),
  },
  (t) => [index('catalog_categories_parent_idx').on(t.parentId)],
);

/** One gradeable module of a course at its provider; `idNumber` is Moodle's module idnumber. */
export interface CourseModule {
  idNumber: string;
  title: string;
}

/** What a course page shows beside its description (docs/product/entities.md course info tabs). */
export interface ProductDetails {
  credits?: number;
  topics?: string[];
  prerequisites?: string[];
  courseText?: string;
  gradingCriteria?: { item: string; weightPercent: number }[];
}

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    categoryId: integer('category_id').references(() => catalogCategories.id),
    subcategoryId: integer('subcategory_id').references(() => catalogCategories.id),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull().default(''),
    details: jsonb('details').$type<ProductDetails>().notNull().default({}),
    /** Who runs the course and launches it over LTI (apps/server/src/lti, docs/lti.md). */
    provider: text('provider').notNull().default('MOODLE'),
    /** The course's gradeable modules at its provider, in order; their count is what a student must complete. */
    modules: jsonb('modules').$type<CourseModule[]>().notNull().default([]),
    /**
     * A challenge-exam product (type 'Challenge exam', docs/challenge-exams.md): the course whose
     * credit passing it earns. At most one exam per course.
     */
    examOfProductId: integer('exam_of_product_id').references((): AnyPgColumn => products.id),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_subcategory_idx').on(t.subcategoryId),
    uniqueIndex('products_code_idx').on(t.code),
    uniqueIndex('products_exam_of_product_idx')
      .on(t.examOfProductId)
      .where(sql`exam_of_product_id is not null`),
  ],
);

/** The courses that make up a degree program. */
export const degreeProgramCourses = pgTable(
  'degree_program_courses',
  {
    degreeProgramId: integer('degree_program_id')
      .notNull()
      .references(() => degreePrograms.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.degreeProgramId, t.productId] })],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    accessCode: text('access_code'),
    employerId: integer('employer_id').references(() => employers.id),
    degreeProgramId: integer('degree_program_id').references(() => degreePrograms.id),
    // docs/product/entities.md attributes: userData holds the onboarding questions with their answers.
    userData: jsonb('user_data'),
    orientationStarted: boolean('orientation_started').notNull().default(false),
    subscribedToSms: boolean('subscribed_to_sms').notNull().default(false),
    phoneNumbers: jsonb('phone_numbers').$type<string[]>().notNull().default([]),
    targetDateProgress: text('target_date_progress'),
    targetInstitutionId: integer('target_institution_id'),
    transcriptPartnerId: integer('transcript_partner_id'),
    policyVersion: text('policy_version'),
    // docs/product/roles-and-permissions.md: login needs the scope STUDENT_PORTAL__ACCESS and the permission VIEW_COURSE_PROGRESS.
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    grants: text('grants')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_tenant_email_idx').on(t.tenantId, t.email)],
);

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: text('address_type').notNull(),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('US'),
    zipCode: text('zip_code').notNull(),
  },
  (t) => [index('user_addresses_user_idx').on(t.tenantId, t.userId)],
);

/** One signed-in session: the family of rotated refresh tokens, and what logout revokes. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    createdAt: createdAt(),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.tenantId, t.userId)],
);

/**
 * Password-recovery codes (docs/password-recovery.md): only their hash is kept; each works once, until it
 * expires; a user gets a few an hour.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes only; rotated on every use (RFC 9700). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    rotatedAt: timestampTz('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Sign-in attempts per account and client address, and per account from addresses it has never
 * signed in from (address `*`), for the login throttle (OWASP ASVS 6.3; modules/auth/login-throttle).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    tenantId: text('tenant_id').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestampTz('window_started_at').notNull(),
    blockedUntil: timestampTz('blocked_until'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.email, t.address] }),
    index('login_throttles_window_idx').on(t.windowStartedAt),
  ],
);

/**
 * What a user did that they are shown later (GET /user-events-api/users/events/{type}/previous):
 * USER_LOGIN at each sign-in, with the session it opened.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    sessionId: uuid('session_id'),
    occurredAt: timestampTz('occurred_at').notNull(),
  },
  (t) => [index('user_events_user_type_idx').on(t.tenantId, t.userId, t.type, t.occurredAt)],
);

/** Addresses an account signed in from: they keep signing in while strangers are throttled. */
export const recognisedAddresses = pgTable(
  'recognised_addresses',
  {
    tenantId: text('tenant_id').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSignInAt: timestampTz('last_sign_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.email, t.address] })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // ENROLLMENT_PLAN | CHALLENGE_EXAM
    status: text('status').notNull(), // CREATED | PENDING | SUCCESS | FAIL
    degreeProgramId: integer('degree_program_id').references(() => degreePrograms.id),
    /** A challenge-exam order: the exam product it buys (also its order item's product). */
    examProductId: integer('exam_product_id').references(() => products.id),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.tenantId, t.userId, t.kind),
    // One enrolment order per learner: PUT /ledger-api/orders/degreeprogram is create-or-return.
    uniqueIndex('orders_one_enrollment_plan_idx')
      .on(t.tenantId, t.userId)
      .where(sql`kind = 'ENROLLMENT_PLAN'`),
    // One order per learner and exam: PUT /ledger-api/orders/challenge-exam is create-or-return.
    uniqueIndex('orders_one_challenge_exam_idx')
      .on(t.tenantId, t.userId, t.examProductId)
      .where(sql`kind = 'CHALLENGE_EXAM'`),
  ],
);

/**
 * The registration of a paid (or free) challenge exam with the proctoring service, one per exam
 * order, in the exam registration statuses (docs/product/entities.md). Written with the order's success; moved by the
 * register-challenge-exams job (modules/ledger/register-challenge-exams.ts).
 */
export const examRegistrations = pgTable(
  'exam_registrations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(), // EXAM_REGISTRATION_STATUSES
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('exam_registrations_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'REGISTRATION_PENDING'`),
  ],
);

/**
 * One try at paying an order (card or prepaid token). The id is the request id sent to the
 * gateway, reused on every retry of the attempt so the gateway charges it at most once. Only the
 * card's brand and last four digits are kept (PCI DSS): never the number nor the security code.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentMethod: text('payment_method').notNull(), // CREDIT_CARD | PAYPAL | PREPAID_TOKEN
    status: text('status').notNull(), // ATTEMPT_STATUSES (modules/ledger/attempt-status.ts)
    amountCents: integer('amount_cents').notNull(),
    promoCode: text('promo_code'),
    cardType: text('card_type'),
    lastFour: text('last_four'),
    pnref: text('pnref'),
    responseCode: integer('response_code'),
    errorCode: text('error_code'),
    /** The provider's answer as it came (payments/payment-provider.ts `data`), for its adapter. */
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [
    uniqueIndex('payment_attempts_key_idx').on(t.orderId, t.idempotencyKey),
    // The database, not the code, guarantees one attempt at a time and one success per order.
    uniqueIndex('payment_attempts_one_in_flight_idx')
      .on(t.orderId)
      .where(sql`status in ('IN_FLIGHT', 'UNKNOWN')`),
    uniqueIndex('payment_attempts_one_success_idx')
      .on(t.orderId)
      .where(sql`status in ('AUTHORIZED', 'CAPTURED', 'PROCESSING')`),
    // The abandoned-approvals job reads the oldest attempts still waiting for the payer.
    index('payment_attempts_awaiting_idx')
      .on(t.createdAt)
      .where(sql`status = 'REQUIRES_ACTION'`),
  ],
);

/**
 * The sandbox gateway's own records (payments/sandbox-gateway.ts, and nothing else, reads them):
 * what a real gateway keeps on its side, here so that after a restart it still answers an inquiry
 * truthfully. Keyed by our request id; never a card number or security code.
 */
export const sandboxGatewayCharges = pgTable(
  'sandbox_gateway_charges',
  {
    requestId: text('request_id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    // Payflow RESULT: 0 approved (money moved), otherwise the decline code.
    resultCode: integer('result_code').notNull(),
    pnref: text('pnref').notNull(),
    // A reference transaction: the PNREF of the card charge it charges again; null for a card.
    reference: text('reference'),
    cardType: text('card_type'),
    lastFour: text('last_four'),
    expiresOn: text('expires_on'), // YYYY-MM
    // What later reference transactions of this card answer (the test bank's balance).
    storedResultCode: integer('stored_result_code'),
  },
  (t) => [index('sandbox_gateway_charges_pnref_idx').on(t.pnref)],
);

/**
 * The sandbox bank's records of ACH debits (payments/sandbox-ach-provider.ts, and nothing else,
 * reads them), keyed by our request id. The account number is never kept: its last four digits,
 * the mandate that charges it again, and the outcome its documented test number stands for.
 */
export const sandboxAchDebits = pgTable(
  'sandbox_ach_debits',
  {
    requestId: text('request_id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    trace: text('trace').notNull(),
    // The mandate (the account authorised for debits), the same for every debit of an account.
    mandate: text('mandate').notNull(),
    lastFour: text('last_four').notNull(),
    // SETTLE, or the return code the bank answers with (R01, R02, R03).
    outcome: text('outcome').notNull(),
    answersAt: timestampTz('answers_at').notNull(),
  },
  (t) => [index('sandbox_ach_debits_mandate_idx').on(t.mandate)],
);

/**
 * The sandbox PayPal's own records (payments/sandbox-paypal-routes.ts, and nothing else, reads
 * them): the checkout orders of PayPal's Orders v2 API, as PayPal keeps them on its side. Keyed by
 * the order id (the express checkout token); the request ids de-duplicate a retried create or
 * capture as PayPal-Request-Id does.
 */
export const sandboxPayPalOrders = pgTable('sandbox_paypal_orders', {
  id: text('id').primaryKey(),
  createRequestId: text('create_request_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  // CREATED | APPROVED | COMPLETED | VOIDED, as PayPal names an order's states.
  status: text('status').notNull(),
  // Null for a merchant-initiated charge of a vaulted instrument: no buyer to send anywhere.
  returnUrl: text('return_url'),
  cancelUrl: text('cancel_url'),
  // The buyer chose the failing instrument on the approval page: the capture is DECLINED.
  failingInstrument: boolean('failing_instrument').notNull().default(false),
  // The order asked to keep the buyer's PayPal (store_in_vault ON_SUCCESS): the capture vaults it.
  storeInVault: boolean('store_in_vault').notNull().default(false),
  // The buyer approved with a PayPal whose later merchant-initiated charges are declined.
  declinesLater: boolean('declines_later').notNull().default(false),
  // The vault id: made by a vaulting capture, or charged by a merchant-initiated order.
  vaultId: text('vault_id'),
  captureRequestId: text('capture_request_id'),
  captureId: text('capture_id'),
  // COMPLETED or DECLINED.
  captureStatus: text('capture_status'),
  // How many times money moved for this order (0 or 1 when de-duplication works).
  captures: integer('captures').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The sandbox PayPal's vault (Vault v3): a setup token the buyer approves, then the payment token
 * (the vault id) made from it, or made by a vaulting capture. Never a payer's e-mail or account.
 */
export const sandboxPayPalVault = pgTable('sandbox_paypal_vault', {
  // The setup token's id, or for a token a capture vaulted, the vault id itself.
  id: text('id').primaryKey(),
  createRequestId: text('create_request_id').notNull().unique(),
  // The merchant's customer id the token was made for (ours: a hash of tenant and learner).
  customerId: text('customer_id').notNull(),
  // PAYER_ACTION_REQUIRED | APPROVED | VAULTED | VOIDED
  status: text('status').notNull(),
  returnUrl: text('return_url'),
  cancelUrl: text('cancel_url'),
  // The payment token (vault id) once made, and the request that made it (de-duplicated).
  vaultId: text('vault_id').unique(),
  vaultRequestId: text('vault_request_id'),
  // Merchant-initiated charges of this vault id are declined (the failing vaulted instrument).
  declinesLater: boolean('declines_later').notNull().default(false),
  createdAt: createdAt(),
});

/** Prepaid tokens (access codes), each usable once (docs/product/validation.md). */
export const prepaidTokens = pgTable(
  'prepaid_tokens',
  {
    tenantId: text('tenant_id').notNull(),
    token: text('token').notNull(),
    degreeProgramId: integer('degree_program_id')
      .notNull()
      .references(() => degreePrograms.id),
    usedAt: timestampTz('used_at'),
    usedByUserId: uuid('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    usedForOrderId: uuid('used_for_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.token] }),
    // A learner types the code in any letter case: the lookup compares upper-cased codes, and this
    // keeps two codes that differ only in case from being issued (so "already used" holds).
    uniqueIndex('prepaid_tokens_folded_token_idx').on(t.tenantId, sql`upper(${t.token})`),
  ],
);

/** A degree program's payment plan (docs/product/entities.md "Payment plan"). */
export const paymentPlans = pgTable('payment_plans', {
  id: integer('id').primaryKey(),
  degreeProgramId: integer('degree_program_id')
    .notNull()
    .unique()
    .references(() => degreePrograms.id),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  periodicity: text('periodicity').notNull(),
});

/** Promotion codes, shared by every tenant like the rest of the organisation data. */
export const promotions = pgTable('promotions', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(), // PROMOTION_KINDS
  percentOff: integer('percent_off'),
  deferredDays: integer('deferred_days'),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    specs: jsonb('specs').$type<{ type: string }[]>().notNull().default([]),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const memberships = pgTable(
  'memberships',
  {
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(), // pending | enabled | expired
    expiresAt: timestampTz('expires_at'),
    daysToRestart: integer('days_to_restart'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/**
 * A learner's payment plan (docs/product/entities.md "Subscription"), one per paid enrolment order, billed by the
 * billing run (modules/ledger/billing-run.ts). `next_payment_at` is null while a charge is under way or when nothing is billed. The method on
 * file is the provider's stored instrument: its reference, brand, last four and expiry only.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    periodicity: text('periodicity').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(), // SUBSCRIPTION_STATUSES
    // Period n is due at billingDate(anchor_at, periodicity, n - anchor_period): a restart
    // re-anchors the calendar without reusing a period number.
    anchorAt: timestampTz('anchor_at').notNull(),
    anchorPeriod: integer('anchor_period').notNull().default(0),
    nextPeriod: integer('next_period').notNull(),
    nextPaymentAt: timestampTz('next_payment_at'),
    // Declined charges of the next period so far (RETRY_AFTER_DAYS).
    failures: integer('failures').notNull().default(0),
    debtCents: integer('debt_cents').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    instrumentReference: text('instrument_reference').notNull(),
    brand: text('brand'),
    lastFour: text('last_four'),
    expiresOn: text('expires_on'), // YYYY-MM
    expiryWarnedFor: text('expiry_warned_for'), // the expires_on already warned about
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('subscriptions_due_idx')
      .on(t.nextPaymentAt)
      .where(sql`next_payment_at is not null`),
  ],
);

/**
 * One charge of a subscription's period (a try: a declined period is tried again). The id is the
 * provider's request id, re-sent unchanged after a crash so the provider charges it once. The
 * database allows one open charge per subscription and one paid charge per period.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    // The period it pays, or null for a payment of debt.
    period: integer('period'),
    amountCents: integer('amount_cents').notNull(),
    paymentMethod: text('payment_method').notNull(),
    // The stored instrument charged, kept so a charge re-sent after a crash goes to the same one;
    // null for a first charge of a new card (a debt paid with it).
    instrumentReference: text('instrument_reference'),
    // The learner's key for a charge they asked for (a debt payment); null for the billing run's.
    idempotencyKey: text('idempotency_key'),
    status: text('status').notNull(), // ATTEMPT_STATUSES
    transactionId: text('transaction_id'),
    errorCode: text('error_code'),
    brand: text('brand'),
    lastFour: text('last_four'),
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [
    index('subscription_charges_subscription_idx').on(t.subscriptionId, t.createdAt),
    uniqueIndex('subscription_charges_key_idx').on(t.subscriptionId, t.idempotencyKey),
    uniqueIndex('subscription_charges_one_open_idx')
      .on(t.subscriptionId)
      .where(sql`status in ('IN_FLIGHT', 'UNKNOWN')`),
    uniqueIndex('subscription_charges_one_paid_idx')
      .on(t.subscriptionId, t.period)
      .where(sql`status in ('AUTHORIZED', 'CAPTURED', 'PROCESSING') and period is not null`),
    index('subscription_charges_open_idx')
      .on(t.createdAt)
      .where(sql`status in ('IN_FLIGHT', 'UNKNOWN')`),
  ],
);

export const courseworkEnrollments = pgTable(
  'coursework_enrollments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    enrollmentStatus: text('enrollment_status').notNull(),
    completed: boolean('completed').notNull().default(false),
    requiredItemsCount: integer('required_items_count').notNull().default(0),
    completedItemsCount: integer('completed_items_count').notNull().default(0),
    gradePercent: integer('grade_percent'),
    lastActiveAt: timestampTz('last_active_at'),
    /** When the provider last sent a grade (AGS score or Basic Outcomes replaceResult). */
    gradeReceivedAt: timestampTz('grade_received_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coursework_user_product_idx').on(t.tenantId, t.userId, t.productId)],
);

/**
 * Transactional outbox (docs/architecture.md, decision 8): a state change and its live-update event commit
 * together; the relay (src/live, docs/decisions/0010-outbox-relay.md) hands them to every instance.
 * A migration adds a trigger that sends NOTIFY outbox with every insert, to wake the relay.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    /**
     * Given when the relay claims the event, from outboxPosition, by one claimer at a time: the
     * order in which every instance delivers events, which never skips one that commits late.
     */
    position: bigint('position', { mode: 'number' }),
    dispatchedAt: timestampTz('dispatched_at'),
  },
  (t) => [
    index('outbox_user_idx').on(t.tenantId, t.userId, t.id),
    uniqueIndex('outbox_position_idx').on(t.position),
    index('outbox_undispatched_idx')
      .on(t.id)
      .where(sql`position is null`),
    index('outbox_dispatched_at_idx').on(t.dispatchedAt),
  ],
);

/** Numbers the relay's claims (never reset, so pruning old events cannot reuse a position). */
export const outboxPosition = pgSequence('outbox_position');

/**
 * Mail outbox (docs/architecture.md, decision 9, docs/decisions/0011-mail.md): each message is written
 * with the change that causes it, built once; jobs send it through SMTP, or the local mailbox
 * shows it. Status: waiting (no job yet), queued (a send-mail job has it), sent, failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** The account the message is about, when there is one. */
    userId: uuid('user_id'),
    sender: text('sender').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The RFC 5322 message as built, sent byte for byte. */
    raw: text('raw').notNull(),
    status: text('status').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    index('mail_outbox_tenant_idx').on(t.tenantId, t.id),
    index('mail_outbox_waiting_idx')
      .on(t.id)
      .where(sql`status = 'waiting'`),
  ],
);

/** Request-info forms from the public site (docs/product/api-calls.md POST /user-api/leads, lead types of entities.md). */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    leadType: text('lead_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    programInterest: text('program_interest'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('leads_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** Support requests from signed-in students (docs/product/api-calls.md POST /user-api/users/supportrequest). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_user_idx').on(t.tenantId, t.userId)],
);

// Raw bytes: PGlite gives a Uint8Array, node-postgres a Buffer; both are read as a Buffer.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A student's profile photo (docs/account-settings.md), one per user: the upload re-encoded to WebP without
 * metadata (docs/account-settings.md). The id is new with every upload, so the photo's path
 * changes with it and a browser may cache each one for good.
 */
export const profilePhotos = pgTable(
  'profile_photos',
  {
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** Feedback from signed-in students (docs/product/api-calls.md POST /user-api/users/feedback): rating 1 to 5. */
export const userFeedbacks = pgTable(
  'user_feedbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_feedbacks_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/**
 * Single-use values of the LTI exchanges (OAuth 1.0a nonces, OIDC launch hints, client-assertion
 * jti): a value is inserted once, and a second insert of the same (scope, value) fails, which is
 * how a replay is refused. Rows are kept until they expire; the timestamp window makes older
 * values useless anyway (docs/decisions/0012-lti.md).
 */
export const ltiNonces = pgTable(
  'lti_nonces',
  {
    scope: text('scope').notNull(),
    value: text('value').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.value] }),
    index('lti_nonces_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * The built-in demo course tool's own state (apps/server/src/lti/demo-tool): OIDC login states
 * and learner sessions, as a separate site would keep them. Opaque to the portal.
 */
export const demoToolSessions = pgTable('demo_tool_sessions', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
});

// Transcripts, prior credit and admissions review (docs/transcripts.md).

/** docs/product/entities.md organisation data: the transcript partners a student's transcripts may go to. */
export const transcriptPartners = pgTable('transcript_partners', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website').notNull(),
});

export interface TranscriptCourseSnapshot {
  courseId: number;
  productId: number;
  courseName: string;
  courseCode: string;
}

export interface TranscriptAddressSnapshot {
  addressType: 'transcript';
  address1: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

/**
 * A transcript request and where it is: REQUESTED -> SENT -> RECEIVED -> POSTED, moved by the
 * transcript exchange when `next_move_at` comes (CANCELLED by the student before it is sent).
 * The recipient and the courses are kept as they were asked for. One request per idempotency key,
 * so a double click sends once.
 */
export const transcriptRequests = pgTable(
  'transcript_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    destination: text('destination').notNull(),
    recipientName: text('recipient_name').notNull(),
    address: jsonb('address').$type<TranscriptAddressSnapshot>(),
    courses: jsonb('courses').$type<TranscriptCourseSnapshot[]>().notNull(),
    status: text('status').notNull().default('REQUESTED'),
    requestedAt: timestampTz('requested_at').notNull(),
    sentAt: timestampTz('sent_at'),
    receivedAt: timestampTz('received_at'),
    postedAt: timestampTz('posted_at'),
    cancelledAt: timestampTz('cancelled_at'),
    /** When the exchange makes the next move; null once posted or cancelled. */
    nextMoveAt: timestampTz('next_move_at'),
  },
  (t) => [
    uniqueIndex('transcript_requests_key_idx').on(t.tenantId, t.userId, t.idempotencyKey),
    index('transcript_requests_user_idx').on(t.tenantId, t.userId, t.id),
    index('transcript_requests_due_idx')
      .on(t.nextMoveAt)
      .where(sql`next_move_at is not null`),
  ],
);

/**
 * A request for prior credit on one course of the program, with the evidence named. The sandbox
 * reviewer grants it when `review_at` comes; the course then becomes PRIOR_CREDIT. One request
 * per course and student.
 */
export const priorCreditRequests = pgTable(
  'prior_credit_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    status: text('status').notNull().default('PENDING'),
    requestedAt: timestampTz('requested_at').notNull(),
    reviewAt: timestampTz('review_at'),
    decidedAt: timestampTz('decided_at'),
  },
  (t) => [
    uniqueIndex('prior_credit_user_product_idx').on(t.tenantId, t.userId, t.productId),
    index('prior_credit_review_idx')
      .on(t.reviewAt)
      .where(sql`status = 'PENDING'`),
  ],
);

/** A student's request for an admissions review; one per student (a second answers the first). */
export const admissionsRequests = pgTable(
  'admissions_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('REQUESTED'),
    /** The completed courses the review was asked on. */
    courses: jsonb('courses').$type<TranscriptCourseSnapshot[]>().notNull(),
    requestedAt: timestampTz('requested_at').notNull(),
  },
  (t) => [uniqueIndex('admissions_requests_user_idx').on(t.tenantId, t.userId)],
);
