import type { TFunction } from 'i18next';
import type { ApprovalStatus } from '@portal/domain/coursework/approval-status';
import {
  TRANSACTION_STATUS_LABELS,
  transactionStatus,
} from '@portal/domain/ledger/transaction-status';

/**
 * A payment's approval and its gateway's transaction state (docs/product/entities.md
 * "Transaction status codes") in the page's words: 'Approved', 'Voided - Settled Successfully',
 * 'Status 5' for a state the table does not name.
 */
export const approvalLabel = (status: ApprovalStatus, t: TFunction): string =>
  t(`billing:approval.${status}`);

export function transactionStatusLabel(rawCode: number, t: TFunction): string {
  const { code, voided } = transactionStatus(rawCode);
  const state =
    code in TRANSACTION_STATUS_LABELS
      ? t(`billing:transactionState.${code}`)
      : t('billing:transactionState.unknown', { code });
  return voided ? t('billing:transactionState.voided', { state }) : state;
}
