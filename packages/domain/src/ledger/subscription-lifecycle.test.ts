import { describe, expect, it } from 'vitest';
import {
  accessEnd,
  afterAccessCode,
  afterCancel,
  afterCharge,
  afterDebtPaid,
  afterPeriodEnd,
  afterRestart,
  afterRestartWindow,
  canChangeMethod,
  declinedOutcome,
} from './subscription-lifecycle';
import { SUBSCRIPTION_STATUSES } from './subscription-status';

describe('the subscription state machine', () => {
  it('cancels to the end of the paid period, or until the debt is paid', () => {
    expect(afterCancel('ENABLED', 0, 'CREDIT_CARD')).toBe('ENABLE_TO_DISABLE');
    expect(afterCancel('ENABLED', 6945, 'CREDIT_CARD')).toBe('ENABLED_TILL_PAY_DEBTS');
    expect(afterCancel('DISABLE_TO_ENABLE', 0, 'CREDIT_CARD')).toBe('DISABLED');
    expect(afterCancel('FAILED', 6945, 'CREDIT_CARD')).toBe('DISABLED');
  });

  it('refuses to cancel what is already cancelled, disabled or expired', () => {
    for (const status of [
      'ENABLE_TO_DISABLE',
      'ENABLED_TILL_PAY_DEBTS',
      'DISABLED',
      'EXPIRED',
    ] as const) {
      expect(afterCancel(status, 0, 'CREDIT_CARD')).toBeNull();
    }
  });

  it('restarts a pending cancel at once and a disabled plan through its first charge', () => {
    expect(afterRestart('ENABLE_TO_DISABLE', 'CREDIT_CARD')).toBe('ENABLED');
    expect(afterRestart('ENABLED_TILL_PAY_DEBTS', 'CREDIT_CARD')).toBe('ENABLED');
    expect(afterRestart('DISABLED', 'CREDIT_CARD')).toBe('DISABLE_TO_ENABLE');
    for (const status of ['ENABLED', 'DISABLE_TO_ENABLE', 'FAILED', 'EXPIRED'] as const) {
      expect(afterRestart(status, 'CREDIT_CARD')).toBeNull();
    }
  });

  it('enables any plan for good with an access code, unless it expired or was paid in full', () => {
    for (const status of ['ENABLED', 'FAILED', 'DISABLED', 'ENABLE_TO_DISABLE'] as const) {
      expect(afterAccessCode(status, 'CREDIT_CARD')).toBe('ENABLED');
    }
    expect(afterAccessCode('EXPIRED', 'ACH')).toBeNull();
    expect(afterAccessCode('ENABLED', 'PREPAID_TOKEN')).toBeNull();
  });

  it('refuses to cancel, restart or change the method of a plan paid in full', () => {
    expect(afterCancel('ENABLED', 0, 'PREPAID_TOKEN')).toBeNull();
    expect(afterRestart('ENABLED', 'PREPAID_TOKEN')).toBeNull();
    expect(canChangeMethod('ENABLED', 'PREPAID_TOKEN')).toBe(false);
    expect(canChangeMethod('EXPIRED', 'CREDIT_CARD')).toBe(false);
    expect(canChangeMethod('FAILED', 'PAYPAL')).toBe(true);
  });

  it('retries a declined period three times, then fails it', () => {
    expect([1, 2, 3, 4].map(declinedOutcome)).toEqual(['retry', 'retry', 'retry', 'declined']);
    expect(afterCharge('ENABLED', 'retry')).toBe('ENABLED');
    expect(afterCharge('ENABLED', 'declined')).toBe('FAILED');
    expect(afterCharge('DISABLE_TO_ENABLE', 'declined')).toBe('DISABLED');
    expect(afterCharge('DISABLE_TO_ENABLE', 'paid')).toBe('ENABLED');
    expect(afterCharge('ENABLE_TO_DISABLE', 'paid')).toBe('ENABLE_TO_DISABLE');
    expect(afterCharge('ENABLE_TO_DISABLE', 'declined')).toBe('DISABLED');
  });

  it('re-enables a failed plan when its debt is paid, and ends a cancelled one', () => {
    expect(afterDebtPaid('FAILED')).toBe('ENABLED');
    expect(afterDebtPaid('ENABLED_TILL_PAY_DEBTS')).toBe('DISABLED');
    expect(afterDebtPaid('ENABLED')).toBe('ENABLED');
  });

  it('ends a cancel at the period end and expires what was not restarted in time', () => {
    expect(afterPeriodEnd('ENABLE_TO_DISABLE')).toBe('DISABLED');
    expect(afterPeriodEnd('ENABLED')).toBe('ENABLED');
    expect(afterRestartWindow('FAILED')).toBe('EXPIRED');
    expect(afterRestartWindow('DISABLED')).toBe('EXPIRED');
    const untouched = SUBSCRIPTION_STATUSES.filter((s) => s !== 'FAILED' && s !== 'DISABLED');
    for (const status of untouched) expect(afterRestartWindow(status)).toBe(status);
  });

  it('ends access after the retries of a billed plan, at the period end of a cancelled one', () => {
    const due = new Date('2027-03-31T10:00:00Z');
    expect(accessEnd('ENABLED', due)).toEqual(new Date('2027-04-05T10:00:00Z'));
    expect(accessEnd('ENABLE_TO_DISABLE', due)).toEqual(due);
    expect(accessEnd('ENABLED', null)).toBeNull();
  });
});
