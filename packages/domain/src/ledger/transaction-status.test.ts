import { describe, expect, it } from 'vitest';
import { transactionStatus } from './transaction-status';

describe('transactionStatus (docs/product/entities.md)', () => {
  it.each([
    [0, { code: 0, voided: false, label: 'Account Verification' }],
    [8, { code: 8, voided: false, label: 'Settled Successfully' }],
    [254, { code: 254, voided: false, label: 'Capture Timeout' }],
    [999, { code: 999, voided: false, label: 'Status 999' }],
    [1000, { code: 0, voided: true, label: 'Voided - Account Verification' }],
    [1008, { code: 8, voided: true, label: 'Voided - Settled Successfully' }],
    [1254, { code: 254, voided: true, label: 'Voided - Capture Timeout' }],
  ])('%i', (raw, expected) => {
    expect(transactionStatus(raw)).toEqual(expected);
  });
});
