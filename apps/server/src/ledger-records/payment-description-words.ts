import type { Language } from '@portal/domain/i18n/languages';

// What the billing history and a plan charge's receipt call a payment that names no catalog entry
// (docs/billing.md), one table per language: Spanish typed against English, so that a missing
// entry does not compile (docs/languages.md "Translations").

interface PaymentDescriptionWords {
  /** A charge of the learner's debt, outside the plan's periods. */
  debt: string;
  /** An order with no item to name. */
  order: string;
  /** A plan's payment, numbered from 1 (the enrolment payment). */
  planPayment: (plan: string, number: number) => string;
}

const EN: PaymentDescriptionWords = {
  debt: 'Debt payment',
  order: 'Order',
  planPayment: (plan, number) => `${plan}, payment ${number}`,
};

const ES: typeof EN = {
  debt: 'Pago de la deuda',
  order: 'Pedido',
  planPayment: (plan, number) => `${plan}, pago ${number}`,
};

export const PAYMENT_DESCRIPTION_WORDS: Record<Language, PaymentDescriptionWords> = {
  en: EN,
  es: ES,
};
