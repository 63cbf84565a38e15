import type { Language } from '@portal/domain/i18n/languages';

// The refund mail's words (docs/refunds.md), one table per language: Spanish typed against
// English, so that a missing entry does not compile (docs/languages.md "Translations").

const en = {
  subject: (amount: string) => `We refunded ${amount} of your payment`,
  toBank: (amount: string) =>
    `We started a refund of ${amount} to your bank account. Your bank will show it in a few days.`,
  refunded: (amount: string) =>
    `We refunded ${amount} to the card or account you paid with. It may take a few days to show on your statement.`,
  inHistory: 'Your payment history lists the refund with its credit note.',
  refundedLabel: 'Refunded',
  forLabel: 'For',
  dateLabel: 'Date',
  seeHistory: 'See your payment history',
};

const es: typeof en = {
  subject: (amount) => `Le reembolsamos ${amount} de su pago`,
  toBank: (amount) =>
    `Iniciamos un reembolso de ${amount} a su cuenta bancaria. Su banco lo mostrará en unos días.`,
  refunded: (amount) =>
    `Reembolsamos ${amount} a la tarjeta o cuenta con la que pagó. Puede tardar unos días en aparecer en su estado de cuenta.`,
  inHistory: 'Su historial de pagos muestra el reembolso con su nota de crédito.',
  refundedLabel: 'Reembolsado',
  forLabel: 'Concepto',
  dateLabel: 'Fecha',
  seeHistory: 'Ver su historial de pagos',
};

export const REFUND_NOTICE_WORDS: Record<Language, typeof en> = { en, es };
