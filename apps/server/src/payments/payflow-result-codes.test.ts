import { ERROR_CATALOGUE } from '@portal/domain/errors/error-catalogue';
import { describe, expect, it } from 'vitest';
import { payflowResultToError } from './payflow-result-codes';

describe('payflowResultToError (docs/product/error-catalogue.md card response codes)', () => {
  it.each([
    [12, 'PAYMENT_DECLINED'],
    [23, 'CARD_INVALID_ACCOUNT_NUMBER'],
    [24, 'CARD_INVALID_EXPIRATION_DATE'],
    [50, 'CARD_INSUFFICIENT_FUNDS'],
    [51, 'CARD_EXCEEDS_TRANSACTION_LIMIT'],
    [52, 'CARD_PERMISSION_ISSUE'],
    [111, 'CARD_CAPTURE_ERROR'],
    [112, 'CARD_ADDRESS_MISMATCH'],
    [114, 'CARD_SECURITY_CODE_MISMATCH'],
    [1, 'INVALID_PAYMENT_REQUISITES'],
    [999, 'INVALID_PAYMENT_REQUISITES'],
  ])('%i -> %s', (resultCode, code) => {
    expect(payflowResultToError(resultCode)).toBe(code);
  });

  it('words the declines as the catalogue does', () => {
    expect(ERROR_CATALOGUE[payflowResultToError(50)].message).toBe(
      'Insufficient funds available in account',
    );
    expect(ERROR_CATALOGUE[payflowResultToError(114)].message).toBe(
      'Card Security Code (CSC) mismatch',
    );
  });
});
