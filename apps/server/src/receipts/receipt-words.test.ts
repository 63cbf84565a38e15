import { describe, expect, it } from 'vitest';
import type { Language } from '@portal/domain/i18n/languages';
import {
  approvalStatusOf,
  transactionStatusCode,
  type PaymentStatus,
} from '@portal/domain/ledger/payment-transaction';
import {
  lastFour,
  paymentReceiptStatus,
  type ReceiptItem,
  type ReceiptPaymentMethod,
  type ReceiptStatus,
} from './receipt-document';
import { itemText, paymentMethodText, statusText } from './receipt-words';

describe('paymentMethodText', () => {
  it.each<[ReceiptPaymentMethod, string, string]>([
    [
      { method: 'CREDIT_CARD', brand: 'VISA', lastFour: lastFour('1111') },
      'VISA ending in 1111',
      'VISA terminada en 1111',
    ],
    [
      { method: 'CREDIT_CARD', brand: 'MASTERCARD', lastFour: lastFour('4444') },
      'MasterCard ending in 4444',
      'MasterCard terminada en 4444',
    ],
    [
      { method: 'CREDIT_CARD', brand: 'DISCOVER', lastFour: lastFour('1117') },
      'DISCOVER ending in 1117',
      'DISCOVER terminada en 1117',
    ],
    [
      { method: 'CREDIT_CARD', brand: 'AMERICAN_EXPRESS', lastFour: lastFour('0005') },
      'AMEX ending in 0005',
      'AMEX terminada en 0005',
    ],
    [
      { method: 'ACH', lastFour: lastFour('6789') },
      'Bank account ending in 6789',
      'Cuenta bancaria terminada en 6789',
    ],
    [{ method: 'PAYPAL' }, 'PayPal', 'PayPal'],
    [{ method: 'PREPAID_TOKEN' }, 'Prepaid token', 'Código prepagado'],
  ])('%o -> %s, %s', (method, english, spanish) => {
    expect(paymentMethodText(method, 'en')).toBe(english);
    expect(paymentMethodText(method, 'es')).toBe(spanish);
  });
});

describe('itemText', () => {
  const program = { name: 'Nursing (RN to BSN)', es: { name: 'Enfermería (RN a BSN)' } };
  const english = { name: 'Business Basics' };
  it.each<[ReceiptItem, string, string]>([
    [{ kind: 'PRODUCT', ...program, amountCents: 100 }, program.name, program.es.name],
    // An order placed before its program had a Spanish name keeps the English it was sold under.
    [{ kind: 'PRODUCT', ...english, amountCents: 100 }, english.name, english.name],
    [{ kind: 'PRODUCT', ...english, es: null, amountCents: 100 }, english.name, english.name],
    [
      { kind: 'REFUND', of: program, payment: 'SBX1', amountCents: -100 },
      'Refund of Nursing (RN to BSN) (payment SBX1)',
      'Reembolso de Enfermería (RN a BSN) (pago SBX1)',
    ],
    [
      { kind: 'REFUND', of: null, payment: 'SBX1', amountCents: -100 },
      'Refund of Order (payment SBX1)',
      'Reembolso de Pedido (pago SBX1)',
    ],
  ])('%o -> %s, %s', (item, inEnglish, inSpanish) => {
    expect(itemText(item, 'en')).toBe(inEnglish);
    expect(itemText(item, 'es')).toBe(inSpanish);
  });
});

describe('a payment on its receipt', () => {
  const payment = (status: PaymentStatus, settled: boolean) =>
    paymentReceiptStatus(status, transactionStatusCode(status, 6945, settled));

  it.each<[PaymentStatus, boolean, string, string]>([
    ['CAPTURED', false, 'Approved (Settlement Pending)', 'Aprobado (Liquidación pendiente)'],
    ['CAPTURED', true, 'Approved (Settled Successfully)', 'Aprobado (Liquidada correctamente)'],
    ['AUTHORIZED', false, 'Approved (Authorization Approved)', 'Aprobado (Autorización aprobada)'],
    [
      'PROCESSING',
      false,
      'Processing: your bank has not confirmed this transfer yet',
      'En proceso: su banco todavía no ha confirmado esta transferencia',
    ],
    ['FAILED', false, 'Declined (General Error)', 'Rechazado (Error general)'],
    [
      'CANCELLED',
      false,
      'Declined (Voided - Authorization Approved)',
      'Rechazado (Anulada - Autorización aprobada)',
    ],
    ['UNKNOWN', false, 'Pending (Capture Timeout)', 'Pendiente (Tiempo de captura agotado)'],
  ])('%s, settled %s: %s', (status, settled, english, spanish) => {
    expect(statusText(payment(status, settled), 'en')).toBe(english);
    expect(statusText(payment(status, settled), 'es')).toBe(spanish);
  });

  it.each<[ReceiptStatus, Record<Language, string>]>([
    [
      { kind: 'PAYMENT', approval: approvalStatusOf('CAPTURED'), transactionStatus: null },
      { en: 'Approved', es: 'Aprobado' },
    ],
    [{ kind: 'REFUNDED' }, { en: 'Refunded', es: 'Reembolsado' }],
    [
      { kind: 'REFUND_PROCESSING' },
      {
        en: 'Processing: your bank has not received this refund yet',
        es: 'En proceso: su banco todavía no ha recibido este reembolso',
      },
    ],
  ])('%o -> %o', (status, words) => {
    expect(statusText(status, 'en')).toBe(words.en);
    expect(statusText(status, 'es')).toBe(words.es);
  });
});

describe('lastFour', () => {
  it.each(['4111111111111111', '111', '11a1', ' 1111', ''])('refuses %j', (digits) => {
    expect(() => lastFour(digits)).toThrow();
  });
});
