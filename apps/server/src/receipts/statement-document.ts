import type { Language } from '@portal/domain/i18n/languages';
import type { ReceiptBranding } from './receipt-document';

// What an employer's monthly statement shows (docs/employers.md "Statements"), and nothing more:
// the PDF is drawn from this alone (render-statement.ts). Amounts are integer cents.

export interface StatementLine {
  code: string;
  /** The learner who redeemed it, as "First Last". */
  learner: string;
  program: string;
  redeemedAt: Date;
  amountCents: number;
}

export interface StatementDocument {
  /** The tenant the codes were redeemed on. */
  branding: ReceiptBranding;
  /** The tenant's default language, which the statement is written in (docs/employers.md "Statements"). */
  language: Language;
  employerName: string;
  /** `YYYY-MM` (UTC). */
  month: string;
  /** True while the month is not over: the statement so far. */
  toDate: boolean;
  lines: readonly StatementLine[];
  totalCents: number;
}
