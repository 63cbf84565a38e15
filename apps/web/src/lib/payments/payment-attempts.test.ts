import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createPaymentAttempts } from './payment-attempts';

function attempts() {
  let n = 0;
  return createPaymentAttempts(() => `key-${++n}`);
}
const declined = new ApiError(402, 'Payment Required', {
  global: [{ code: 'PAYMENT_DECLINED', message: 'Declined' }],
});
const timeout = new ApiError(504, 'Gateway Timeout', {
  global: [{ code: 'PAYMENT_TIMEOUT', message: 'Something went wrong, please try again.' }],
});
const timeoutAs4xx = new ApiError(409, 'Conflict', {
  global: [{ code: 'PAYMENT_TIMEOUT', message: 'Something went wrong, please try again.' }],
});

describe('payment attempts and their idempotency keys', () => {
  it('gives the same key to a double submit of one attempt', () => {
    const a = attempts();
    expect(a.keyFor({ card: 1 })).toBe('key-1');
    expect(a.keyFor({ card: 1 })).toBe('key-1');
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a gateway timeout', timeout],
    ['a timeout code with any status', timeoutAs4xx],
  ])('reuses the key to retry after %s', (_name, error) => {
    const a = attempts();
    a.keyFor({ card: 1 });
    a.settle(error);
    expect(a.keyFor({ card: 1 })).toBe('key-1');
  });

  it('starts a new attempt after a decline, even with the same card', () => {
    const a = attempts();
    a.keyFor({ card: 1 });
    a.settle(declined);
    expect(a.keyFor({ card: 1 })).toBe('key-2');
  });

  it('starts a new attempt after a success', () => {
    const a = attempts();
    a.keyFor({ card: 1 });
    a.settle();
    expect(a.keyFor({ card: 1 })).toBe('key-2');
  });

  it('starts a new attempt when the payload changes', () => {
    const a = attempts();
    a.keyFor({ card: 1 });
    a.settle(new TypeError('Failed to fetch'));
    expect(a.keyFor({ card: 2 })).toBe('key-2');
  });

  it('makes random keys by default', () => {
    const a = createPaymentAttempts();
    const first = a.keyFor({ card: 1 });
    a.settle();
    expect(a.keyFor({ card: 1 })).not.toBe(first);
  });
});
