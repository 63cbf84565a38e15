import { describe, expect, it } from 'vitest';
import { approvalStatusOf, hasReceipt, transactionStatusCode } from './payment-transaction';
import { transactionStatus } from './transaction-status';

describe('a payment in the words of docs/product/entities.md', () => {
  it.each([
    ['AUTHORIZED', 0, false, 0, 'Account Verification', 'Approved'],
    ['AUTHORIZED', 6945, false, 3, 'Authorization Approved', 'Approved'],
    ['CAPTURED', 6945, false, 6, 'Settlement Pending', 'Approved'],
    ['CAPTURED', 6945, true, 8, 'Settled Successfully', 'Approved'],
    ['PROCESSING', 6945, false, 7, 'Settlement In Progress', 'Pending'],
    ['FAILED', 6945, false, 1, 'General Error', 'Declined'],
    ['CANCELLED', 6945, false, 1003, 'Voided - Authorization Approved', 'Declined'],
    ['UNKNOWN', 6945, false, 254, 'Capture Timeout', 'Pending'],
    ['IN_FLIGHT', 6945, false, 254, 'Capture Timeout', 'Pending'],
  ] as const)(
    '%s of %i, settled %s, shows %i (%s), %s',
    (status, amount, settled, code, label, approval) => {
      expect(transactionStatusCode(status, amount, settled)).toBe(code);
      expect(transactionStatus(code).label).toBe(label);
      expect(approvalStatusOf(status)).toBe(approval);
    },
  );
});

describe('a payment on its receipt', () => {
  it.each([
    ['CAPTURED', false, true],
    ['CAPTURED', true, true],
    ['AUTHORIZED', false, true],
    ['PROCESSING', false, true],
    ['FAILED', false, false],
    ['UNKNOWN', false, false],
  ] as const)('%s, settled %s: receipt %s', (status, settled, receipt) => {
    const transaction = {
      approvalStatus: approvalStatusOf(status),
      transactionStatus: transactionStatusCode(status, 6945, settled),
    };
    expect(hasReceipt(transaction)).toBe(receipt);
  });
});
