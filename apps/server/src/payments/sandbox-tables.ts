// Tables of payments (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../db/columns';

/**
 * The sandbox gateway's own records (payments/sandbox-card-provider.ts, and the sandbox Payflow
 * that serves it, read them): what a real gateway keeps on its side, here so that after a restart
 * it still answers an inquiry truthfully. Keyed by our request id; never a card number or security code.
 */
export const sandboxGatewayCharges = pgTable(
  'sandbox_gateway_charges',
  {
    requestId: text('request_id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    // Payflow RESULT: 0 approved (money moved), otherwise the decline code.
    resultCode: integer('result_code').notNull(),
    pnref: text('pnref').notNull(),
    // The merchant's CUSTREF, which a Payflow inquiry finds a transaction by (the sandbox Payflow's
    // routes set it); null when the in-process sandbox took the charge.
    custref: text('custref'),
    // A reference transaction: the PNREF of the card charge it charges again; null for a card.
    reference: text('reference'),
    cardType: text('card_type'),
    lastFour: text('last_four'),
    expiresOn: text('expires_on'), // YYYY-MM
    // What later reference transactions of this card answer (the test bank's balance).
    storedResultCode: integer('stored_result_code'),
    // When the settlement batch that takes an approved capture closes: the first midnight (UTC)
    // after it. Rows from before the gateway kept it settle at once.
    settlesAt: timestampTz('settles_at').notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_gateway_charges_pnref_idx').on(t.pnref),
    index('sandbox_gateway_charges_custref_idx').on(t.custref),
  ],
);

/**
 * The sandbox gateway's credits (refunds, Payflow TRXTYPE=C), keyed by our request id: each gives
 * back part of the charge whose PNREF it names (ORIGID). Read by the sandbox card provider only.
 */
export const sandboxGatewayCredits = pgTable(
  'sandbox_gateway_credits',
  {
    requestId: text('request_id').primaryKey(),
    origPnref: text('orig_pnref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    // Payflow RESULT: 0 approved, 19 original not found, 105 more than is left to credit.
    resultCode: integer('result_code').notNull(),
    pnref: text('pnref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_gateway_credits_orig_idx').on(t.origPnref)],
);

/**
 * The sandbox bank's credits to an account it debited (an ACH refund), keyed by our request id:
 * answered PROCESSING, and settled (or returned) when `answersAt` has passed.
 */
export const sandboxAchCredits = pgTable('sandbox_ach_credits', {
  requestId: text('request_id').primaryKey(),
  debitTrace: text('debit_trace').notNull(),
  amountCents: integer('amount_cents').notNull(),
  trace: text('trace').notNull(),
  // SETTLE, why the bank refused it at once (NO_DEBIT: no debit with that trace; OVER: more than
  // it), or the return code it comes back with at `answersAt` (R02: the account closed since).
  outcome: text('outcome').notNull(),
  answersAt: timestampTz('answers_at').notNull(),
  // When the bank took the credit (null for credits taken before the bank kept it).
  createdAt: timestampTz('created_at'),
});

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
    // A debit that settles and is returned later (R10, unauthorised): the code and when.
    lateReturnCode: text('late_return_code'),
    lateReturnAt: timestampTz('late_return_at'),
    // Credits back to this account are returned: it was closed after the debit (R02).
    closesBeforeRefund: boolean('closes_before_refund').notNull().default(false),
    // When the bank took the debit, by the server's clock: the day of its settlement report line
    // (null for debits taken before the bank kept it).
    createdAt: timestampTz('created_at'),
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
  // CREATED (made without a payment source) or PAYER_ACTION_REQUIRED (with PayPal as its payment
  // source) until the buyer chooses, then APPROVED | COMPLETED | VOIDED, as PayPal names them.
  status: text('status').notNull(),
  // Null when there is no buyer to send anywhere: a merchant-initiated charge of a vaulted
  // instrument, or an order made without a payment source (the merchant takes it from there).
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
  // When the capture was made, by the server's clock: the day of its settlement report line.
  capturedAt: timestampTz('captured_at'),
  // How many times money moved for this order (0 or 1 when de-duplication works).
  captures: integer('captures').notNull().default(0),
  // The merchant's PayPal balance does not cover refunds of this capture: PayPal funds them from
  // the merchant's bank by eCheck, so each is PENDING until that clears.
  echeckRefunds: boolean('echeck_refunds').notNull().default(false),
  // Those eCheck-funded refunds never clear: PayPal keeps them PENDING.
  echeckNeverClears: boolean('echeck_never_clears').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * The sandbox PayPal's refunds of captures (Payments v2), keyed by the refund's id; the request id
 * de-duplicates a retried refund as PayPal-Request-Id does. Read by the sandbox PayPal only.
 */
export const sandboxPayPalRefunds = pgTable(
  'sandbox_paypal_refunds',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull().unique(),
    captureId: text('capture_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    // COMPLETED, or PENDING (funded by eCheck) until `completesAt`.
    status: text('status').notNull(),
    completesAt: timestampTz('completes_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_paypal_refunds_capture_idx').on(t.captureId)],
);

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
