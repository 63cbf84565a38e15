// docs/product/entities.md "Transaction status codes": the gateway's transaction states (Payflow TRANSSTATE), from
// Account Verification (0) to Settled Successfully (8), plus Capture Timeout (254). A voided
// transaction reports 1000 plus its state.
export const TRANSACTION_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'Account Verification',
  1: 'General Error',
  3: 'Authorization Approved',
  4: 'Partial Capture',
  6: 'Settlement Pending',
  7: 'Settlement In Progress',
  8: 'Settled Successfully',
  254: 'Capture Timeout',
};

export const VOIDED_OFFSET = 1000;

export interface TransactionStatus {
  /** The state without the voided offset. */
  code: number;
  voided: boolean;
  label: string;
}

/** Reads a status code, splitting off the voided offset; unknown states keep their number. */
export function transactionStatus(rawCode: number): TransactionStatus {
  const voided = rawCode >= VOIDED_OFFSET;
  const code = voided ? rawCode - VOIDED_OFFSET : rawCode;
  const base = TRANSACTION_STATUS_LABELS[code] ?? `Status ${code}`;
  return { code, voided, label: voided ? `Voided - ${base}` : base };
}
