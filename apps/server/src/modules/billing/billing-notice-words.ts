import type { Language } from '@portal/domain/i18n/languages';
import { BANK_ACCOUNT_BRAND } from '../../payments/payment-provider';

// The billing notices' words (docs/billing.md "Notices"), one table per language: Spanish typed
// against English, so that a missing entry does not compile (docs/languages.md "Translations").
// Amounts, dates and the decline reason come already written in the notice's language.

/** A card or bank account as a notice names it; no brand known: a card. */
interface Method {
  brand: string | null;
  lastFour: string | null;
}

const en = {
  method: ({ brand, lastFour }: Method) =>
    lastFour ? `${brand ?? 'Card'} ending in ${lastFour}` : (brand ?? 'Card'),
  paid: {
    subject: (tenant: string) => `Your payment receipt from ${tenant}`,
    thanks: (plan: string) => `Thank you: we received your payment for ${plan}.`,
    paidWith: 'Paid with',
  },
  processing: {
    subject: (tenant: string) => `Your payment to ${tenant} is processing`,
    transfer: (amount: string, plan: string) =>
      `Your bank transfer of ${amount} for ${plan} is processing. Your bank usually confirms it within a few business days; you keep your access meanwhile.`,
    ifReturned: 'If your bank returns the transfer, we will write to you.',
    debitedFrom: 'Debited from',
  },
  facts: {
    amount: 'Amount',
    date: 'Date',
    transactionId: 'Transaction ID',
    nextPayment: 'Next payment',
  },
  downloadReceipt: 'Download the receipt (PDF)',
  declined: {
    subject: (tenant: string) => `Your payment to ${tenant} did not go through`,
    couldNotCharge: (method: string, amount: string, plan: string, reason: string) =>
      `We could not charge ${method} ${amount} for ${plan}: ${reason}`,
    retryOn: (date: string) =>
      `We will try again on ${date}. To avoid losing access, update your payment method before then.`,
    update: 'Please update your payment method.',
  },
  failed: {
    subject: (tenant: string) => `Your ${tenant} payment plan is on hold`,
    paused: (method: string, amount: string, plan: string) =>
      `We tried to charge ${method} ${amount} for ${plan} several times without success, so your access is paused.`,
    balance: (debt: string) =>
      `Your balance is ${debt}. Pay it with any payment method to continue your studies.`,
    pay: 'Pay your balance',
  },
  cardExpiring: {
    subject: (tenant: string) => `Your card on file with ${tenant} expires soon`,
    /** `expiresOn` is `YYYY-MM`. */
    expires: (method: string, plan: string, expiresOn: string) =>
      `${method}, which pays your ${plan} plan, expires at the end of ${expiresOn}. Add a new card so your next payment goes through.`,
  },
  updateMethod: 'Update your payment method',
};

type BillingNoticeWords = typeof en;

// The stored brand is English for a bank account ('Bank account'); a card brand is a name.
const spanishBrand = (brand: string | null) =>
  brand === BANK_ACCOUNT_BRAND ? 'Cuenta bancaria' : (brand ?? 'Tarjeta');

const es: BillingNoticeWords = {
  method: ({ brand, lastFour }) =>
    lastFour ? `${spanishBrand(brand)} terminada en ${lastFour}` : spanishBrand(brand),
  paid: {
    subject: (tenant) => `Su recibo de pago de ${tenant}`,
    thanks: (plan) => `Gracias: recibimos su pago de ${plan}.`,
    paidWith: 'Pagado con',
  },
  processing: {
    subject: (tenant) => `Su pago a ${tenant} se está procesando`,
    transfer: (amount, plan) =>
      `Su transferencia bancaria de ${amount} para ${plan} se está procesando. Su banco suele confirmarla en unos días hábiles; mientras tanto, conserva su acceso.`,
    ifReturned: 'Si su banco devuelve la transferencia, le escribiremos.',
    debitedFrom: 'Debitado de',
  },
  facts: {
    amount: 'Monto',
    date: 'Fecha',
    transactionId: 'ID de la transacción',
    nextPayment: 'Próximo pago',
  },
  downloadReceipt: 'Descargar recibo (PDF)',
  declined: {
    subject: (tenant) => `Su pago a ${tenant} no se pudo procesar`,
    couldNotCharge: (method, amount, plan, reason) =>
      `No pudimos cobrar ${amount} a ${method} por ${plan}: ${reason}`,
    retryOn: (date) =>
      `Volveremos a intentarlo el ${date}. Para no perder el acceso, actualice su método de pago antes de esa fecha.`,
    update: 'Por favor, actualice su método de pago.',
  },
  failed: {
    subject: (tenant) => `Su plan de pago de ${tenant} está en pausa`,
    paused: (method, amount, plan) =>
      `Intentamos cobrar ${amount} a ${method} por ${plan} varias veces sin éxito, así que su acceso está en pausa.`,
    balance: (debt) =>
      `Su saldo pendiente es de ${debt}. Páguelo con cualquier método de pago para continuar sus estudios.`,
    pay: 'Pagar saldo pendiente',
  },
  cardExpiring: {
    subject: (tenant) => `Su tarjeta registrada en ${tenant} vence pronto`,
    // Spanish pages ask for a card's expiry as MM/AAAA.
    expires: (method, plan, expiresOn) =>
      `${method}, con la que paga su plan ${plan}, vence a fines de ${expiresOn.slice(5, 7)}/${expiresOn.slice(0, 4)}. Agregue una tarjeta nueva para que su próximo pago se procese.`,
  },
  updateMethod: 'Actualice su método de pago',
};

export const BILLING_NOTICE_WORDS: Record<Language, BillingNoticeWords> = { en, es };
