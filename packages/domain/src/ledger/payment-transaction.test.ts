import { describe, expect, it } from 'vitest';
import {
  approvalStatusOf,
  hasReceipt,
  receiptStatusText,
  transactionStatusCode,
} from './payment-transaction';
import { transactionStatus } from './transaction-status';

describe('a payment in the words of docs/product/entities.md', () => {
  it.each([
    ['AUTHORIZED', 0, 0, 'Account Verification', 'Approved'],
    ['AUTHORIZED', 6945, 3, 'Authorization Approved', 'Approved'],
    ['CAPTURED', 6945, 6, 'Settlement Pending', 'Approved'],
    ['PROCESSING', 6945, 7, 'Settlement In Progress', 'Pending'],
    ['FAILED', 6945, 1, 'General Error', 'Declined'],
    ['CANCELLED', 6945, 1003, 'Voided - Authorization Approved', 'Declined'],
    ['UNKNOWN', 6945, 254, 'Capture Timeout', 'Pending'],
    ['IN_FLIGHT', 6945, 254, 'Capture Timeout', 'Pending'],
  ] as const)('%s of %i shows %i (%s), %s', (status, amount, code, label, approval) => {
    expect(transactionStatusCode(status, amount)).toBe(code);
    expect(transactionStatus(transactionStatusCode(status, amount)).label).toBe(label);
    expect(approvalStatusOf(status)).toBe(approval);
  });
});

describe('a payment on its receipt', () => {
  it.each([
    ['CAPTURED', true, 'Approved (Settlement Pending)'],
    ['AUTHORIZED', true, 'Approved (Authorization Approved)'],
    ['PROCESSING', true, 'Processing: your bank has not confirmed this transfer yet'],
    ['FAILED', false, 'Declined (General Error)'],
    ['UNKNOWN', false, 'Pending (Capture Timeout)'],
  ] as const)('%s: receipt %s, worded %s', (status, receipt, text) => {
    const transaction = {
      approvalStatus: approvalStatusOf(status),
      transactionStatus: transactionStatusCode(status, 6945),
    };
    expect(hasReceipt(transaction)).toBe(receipt);
    expect(receiptStatusText(status, 6945)).toBe(text);
  });
});
