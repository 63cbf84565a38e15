/**
 * How long a payment waits for the payer (a PayPal approval, bank details for an ACH token)
 * before it is closed as abandoned (docs/billing.md). Three hours: about as long as PayPal keeps
 * a checkout open for approval, and far longer than any learner spends at the approval page.
 */
export const APPROVAL_ABANDONED_AFTER_HOURS = 3;

export const APPROVAL_ABANDONED_AFTER_MS = APPROVAL_ABANDONED_AFTER_HOURS * 3_600_000;
