import type { NamedInSpanish } from '@portal/domain/catalog/catalog-api';
import type { ApprovalStatus } from '@portal/domain/coursework/approval-status';
import type { Language } from '@portal/domain/i18n/languages';
import type { CardType } from '@portal/domain/ledger/card-type';
import {
  approvalStatusOf,
  PROCESSING_TRANSACTION_STATUS,
  type PaymentStatus,
} from '@portal/domain/ledger/payment-transaction';

// What a receipt shows, and nothing more: the PDF is drawn from this alone (render-receipt.ts),
// in the reader's language (receipt-words.ts), so the document holds facts, not words.
// Amounts are integer cents (docs/architecture.md, decision 3).

/**
 * What the receipt is for; it decides the title. A credit note records money given back (a
 * refund): its items and total are negative.
 */
export type ReceiptKind =
  'ORDER' | 'ORDER_TRANSACTION' | 'SUBSCRIPTION_TRANSACTION' | 'CREDIT_NOTE';

declare const lastFourBrand: unique symbol;

/**
 * The last four digits of a card or bank account. Made only by `lastFour`, so no field of a
 * receipt can carry a full number (PCI DSS: show at most the last four).
 */
export type LastFour = string & { readonly [lastFourBrand]: true };

export function lastFour(digits: string): LastFour {
  if (!/^\d{4}$/.test(digits)) throw new Error('A receipt shows exactly four digits of a number');
  return digits as LastFour;
}

/** How the learner paid (docs/product/entities.md payment methods): a brand and four digits at most. */
export type ReceiptPaymentMethod =
  | { method: 'CREDIT_CARD'; brand: CardType; lastFour: LastFour }
  | { method: 'ACH'; lastFour: LastFour }
  | { method: 'PAYPAL' }
  | { method: 'PREPAID_TOKEN' };

export interface ReceiptBranding {
  /** The tenant's name, also the logo's text alternative. */
  name: string;
  /** Where the learner calls with a question about the receipt. */
  phone: string;
  /** The tenant's SVG logo, or null (no SVG logo): the name is printed instead. */
  logoSvg: string | null;
  /** `#rrggbb`, the tenant's brand colour. */
  primaryColour: string;
}

/**
 * What an order sold, by the names its line holds: English, and Spanish when the catalog had it
 * when the order was placed (docs/languages.md "What an order holds"). The receipt prints the one
 * of its language (`itemText`).
 */
export type ItemName = NamedInSpanish;

/** An order line's names as a receipt keeps them. */
export const itemName = (line: { name: string; es: { name: string } | null }): ItemName => ({
  name: line.name,
  es: line.es,
});

/** A line of the receipt: a product by its name, or a line the receipt words itself. */
export type ReceiptItem = {
  /** Negative for a discount or a refund. */
  amountCents: number;
} & (
  | ({ kind: 'PRODUCT' } & ItemName)
  /** What a promotion took off (its code). */
  | { kind: 'PROMOTION'; code: string }
  /** A difference between the items and the amount charged, without a promotion to name. */
  | { kind: 'ADJUSTMENT' }
  /** Money given back of a payment (`payment`, its transaction id) for `of` (null: the order). */
  | { kind: 'REFUND'; of: ItemName | null; payment: string }
);

/** How the transaction stands. */
export type ReceiptStatus =
  /** A gateway's transaction state (null: a prepaid token, which no gateway transaction has). */
  | { kind: 'PAYMENT'; approval: ApprovalStatus; transactionStatus: number | null }
  /** A bank transfer the bank has not confirmed: not money received yet. */
  | { kind: 'TRANSFER_PROCESSING' }
  | { kind: 'REFUNDED' }
  /** A bank credit on its way. */
  | { kind: 'REFUND_PROCESSING' };

/**
 * A payment's status and transaction status code (`transactionStatusCode`) as a receipt states
 * it: 'Approved (Settlement Pending)', 'Approved (Settled Successfully)'; a bank transfer the bank
 * has not answered is processing rather than read as money received.
 */
export function paymentReceiptStatus(status: PaymentStatus, code: number | null): ReceiptStatus {
  if (code === PROCESSING_TRANSACTION_STATUS) return { kind: 'TRANSFER_PROCESSING' };
  return { kind: 'PAYMENT', approval: approvalStatusOf(status), transactionStatus: code };
}

export interface ReceiptDocument {
  kind: ReceiptKind;
  branding: ReceiptBranding;
  /** The learner billed, with the language saved on their account (null: none chosen). */
  learner: { fullName: string; email: string; language: Language | null };
  items: readonly ReceiptItem[];
  totalCents: number;
  paymentMethod: ReceiptPaymentMethod;
  /**
   * The order's number as the confirmation page shows it (the order's id), or null on a plan's
   * charge, which is billed on its own schedule rather than ordered.
   */
  orderNumber: string | null;
  /** The gateway's transaction id (pnref). */
  transactionId: string;
  transactionDate: Date;
  status: ReceiptStatus;
}
