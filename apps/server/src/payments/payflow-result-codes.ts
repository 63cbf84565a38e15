import type { ErrorCode } from '@portal/domain/errors/error-code';

// Payflow RESULT codes the catalogue words (docs/product/error-catalogue.md "Card response codes"). Only card adapters
// speak Payflow: the rest of the server reads the catalogue code they map a decline to.
const CARD_RESULT_ERRORS: Readonly<Record<number, ErrorCode>> = {
  12: 'PAYMENT_DECLINED',
  23: 'CARD_INVALID_ACCOUNT_NUMBER',
  24: 'CARD_INVALID_EXPIRATION_DATE',
  50: 'CARD_INSUFFICIENT_FUNDS',
  51: 'CARD_EXCEEDS_TRANSACTION_LIMIT',
  52: 'CARD_PERMISSION_ISSUE',
  111: 'CARD_CAPTURE_ERROR',
  112: 'CARD_ADDRESS_MISMATCH',
  114: 'CARD_SECURITY_CODE_MISMATCH',
};

/** Payflow's RESULT for an approval. */
export const PAYFLOW_APPROVED = 0;

/**
 * Payflow's TRANSSTATE, as an inquiry reports it, for a capture: waiting for the day's settlement
 * batch, then settled once the batch has closed.
 */
export const PAYFLOW_SETTLEMENT_PENDING = 6;
export const PAYFLOW_SETTLED = 8;

/**
 * The error for a Payflow result code that is not an approval. Codes the catalogue does not word
 * fall back to 'Invalid payment requisites', the catalogue's generic card sentence.
 */
export function payflowResultToError(resultCode: number): ErrorCode {
  return CARD_RESULT_ERRORS[resultCode] ?? 'INVALID_PAYMENT_REQUISITES';
}
