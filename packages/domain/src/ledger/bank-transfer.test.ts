import { describe, expect, it } from 'vitest';
import { achPaymentRequestSchema, isRoutingNumber } from './bank-transfer';

describe('bank transfer details', () => {
  it('accepts routing numbers whose checksum holds and refuses a mistyped one', () => {
    expect(isRoutingNumber('110000000')).toBe(true);
    expect(isRoutingNumber('021000021')).toBe(true);
    expect(isRoutingNumber('021000022')).toBe(false);
    expect(isRoutingNumber('12345678')).toBe(false);
  });

  it('fixes the account type, authorisation and transaction type, and words each problem', () => {
    expect(
      achPaymentRequestSchema.parse({ routingNumber: '110000000', accountNumber: '000123456789' }),
    ).toEqual({
      routingNumber: '110000000',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
      authorizationType: 'WEB',
      transactionType: 'SALE',
    });
    const refused = achPaymentRequestSchema.safeParse({
      routingNumber: '110000001',
      accountNumber: '12',
      accountType: 'SAVINGS',
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['routingNumber', 'validation.routingNumber'],
      ['accountNumber', 'validation.bankAccountNumber'],
      ['accountType', expect.any(String)],
    ]);
  });
});
