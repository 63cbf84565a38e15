import type { CardType } from '@portal/domain/ledger/card-type';

// What a receipt shows, and nothing more: the PDF is drawn from this alone (render-receipt.ts).
// Amounts are integer cents (docs/architecture.md, decision 3).

/** What the receipt is for; it decides the title. */
/** A credit note records money given back (a refund): its items and total are negative. */
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

export interface ReceiptItem {
  name: string;
  /** Negative for a discount. */
  amountCents: number;
}

export interface ReceiptDocument {
  kind: ReceiptKind;
  branding: ReceiptBranding;
  learner: { fullName: string; email: string };
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
  /** How the transaction stands, in words, e.g. 'Approved (Settlement Pending)'. */
  statusLabel: string;
}
