import type { ApprovalStatus } from '@portal/domain/coursework/approval-status';
import { fieldIn } from '@portal/domain/content/written-in';
import type { Language } from '@portal/domain/i18n/languages';
import { CARD_TYPES } from '@portal/domain/ledger/card-type';
import { transactionStatus } from '@portal/domain/ledger/transaction-status';
import type {
  ReceiptItem,
  ReceiptKind,
  ReceiptPaymentMethod,
  ReceiptStatus,
} from './receipt-document';

// A receipt's and a credit note's words, on the PDF and in the mail that repeats a receipt: one
// table per language, Spanish typed against English, so that a missing entry does not compile
// (docs/languages.md "Translations"). Amounts are dollars in both (`formatMoney`).

const en = {
  titles: {
    ORDER: 'Order receipt',
    ORDER_TRANSACTION: 'Payment receipt',
    SUBSCRIPTION_TRANSACTION: 'Subscription payment receipt',
    CREDIT_NOTE: 'Credit note',
  } satisfies Record<ReceiptKind, string>,
  issuedBy: (tenant: string) => `Issued by ${tenant}.`,
  questions: {
    receipt: (phone: string) => `Questions about this receipt? Call ${phone}.`,
    creditNote: (phone: string) => `Questions about this credit note? Call ${phone}.`,
  },
  billedTo: 'Billed to',
  items: 'Items',
  item: 'Item',
  amount: 'Amount',
  total: 'Total',
  payment: 'Payment',
  orderNumber: 'Order number',
  paymentMethod: 'Payment method',
  transactionId: 'Transaction ID',
  transactionDate: 'Transaction date',
  status: 'Status',
  promotion: (code: string) => `Promotion ${code}`,
  adjustment: 'Adjustment',
  refundOf: (what: string | null, payment: string) =>
    `Refund of ${what ?? 'Order'} (payment ${payment})`,
  card: (brand: string, lastFour: string) => `${brand} ending in ${lastFour}`,
  bankAccount: (lastFour: string) => `Bank account ending in ${lastFour}`,
  prepaidToken: 'Prepaid token',
  approval: { Approved: 'Approved', Declined: 'Declined', Pending: 'Pending' } satisfies Record<
    ApprovalStatus,
    string
  >,
  /** A gateway's transaction state (docs/product/entities.md "Transaction status codes"). */
  transactionState: (code: number) => transactionStatus(code).label,
  paymentStatus: (approval: string, state: string) => `${approval} (${state})`,
  transferProcessing: 'Processing: your bank has not confirmed this transfer yet',
  refunded: 'Refunded',
  refundProcessing: 'Processing: your bank has not received this refund yet',
};

type ReceiptWords = typeof en;

const SPANISH_TRANSACTION_STATES: Readonly<Record<number, string>> = {
  0: 'Verificación de cuenta',
  1: 'Error general',
  3: 'Autorización aprobada',
  4: 'Captura parcial',
  6: 'Liquidación pendiente',
  7: 'Liquidación en curso',
  8: 'Liquidada correctamente',
  254: 'Tiempo de captura agotado',
};

const es: ReceiptWords = {
  titles: {
    ORDER: 'Recibo del pedido',
    ORDER_TRANSACTION: 'Recibo de pago',
    SUBSCRIPTION_TRANSACTION: 'Recibo de pago del plan',
    CREDIT_NOTE: 'Nota de crédito',
  },
  issuedBy: (tenant) => `Emitido por ${tenant}.`,
  questions: {
    receipt: (phone) => `¿Tiene preguntas sobre este recibo? Llame al ${phone}.`,
    creditNote: (phone) => `¿Tiene preguntas sobre esta nota de crédito? Llame al ${phone}.`,
  },
  billedTo: 'Facturado a',
  items: 'Conceptos',
  item: 'Concepto',
  amount: 'Monto',
  total: 'Total',
  payment: 'Pago',
  orderNumber: 'Número de pedido',
  paymentMethod: 'Método de pago',
  transactionId: 'ID de la transacción',
  transactionDate: 'Fecha de la transacción',
  status: 'Estado',
  promotion: (code) => `Promoción ${code}`,
  adjustment: 'Ajuste',
  refundOf: (what, payment) => `Reembolso de ${what ?? 'Pedido'} (pago ${payment})`,
  card: (brand, lastFour) => `${brand} terminada en ${lastFour}`,
  bankAccount: (lastFour) => `Cuenta bancaria terminada en ${lastFour}`,
  prepaidToken: 'Código prepagado',
  approval: { Approved: 'Aprobado', Declined: 'Rechazado', Pending: 'Pendiente' },
  transactionState: (code) => {
    const { code: state, voided } = transactionStatus(code);
    const label = SPANISH_TRANSACTION_STATES[state] ?? `Estado ${state}`;
    return voided ? `Anulada - ${label}` : label;
  },
  paymentStatus: (approval, state) => `${approval} (${state})`,
  transferProcessing: 'En proceso: su banco todavía no ha confirmado esta transferencia',
  refunded: 'Reembolsado',
  refundProcessing: 'En proceso: su banco todavía no ha recibido este reembolso',
};

export const RECEIPT_WORDS: Record<Language, ReceiptWords> = { en, es };

/** The payment method as a receipt prints it: 'VISA ending in 1111', 'PayPal'. */
export function paymentMethodText(method: ReceiptPaymentMethod, language: Language): string {
  const words = RECEIPT_WORDS[language];
  switch (method.method) {
    case 'CREDIT_CARD':
      return words.card(CARD_TYPES[method.brand].displayName, method.lastFour);
    case 'ACH':
      return words.bankAccount(method.lastFour);
    case 'PAYPAL':
      return 'PayPal';
    case 'PREPAID_TOKEN':
      return words.prepaidToken;
  }
}

/**
 * An item's line as a receipt prints it: what was sold by the name its order holds in the
 * receipt's language, else in English (docs/languages.md "What an order holds").
 */
export function itemText(item: ReceiptItem, language: Language): string {
  const words = RECEIPT_WORDS[language];
  switch (item.kind) {
    case 'PRODUCT':
      return fieldIn(item, 'name', language).text;
    case 'PROMOTION':
      return words.promotion(item.code);
    case 'ADJUSTMENT':
      return words.adjustment;
    case 'REFUND':
      return words.refundOf(item.of && fieldIn(item.of, 'name', language).text, item.payment);
  }
}

/** How the receipt words the transaction's status: 'Approved (Settlement Pending)'. */
export function statusText(status: ReceiptStatus, language: Language): string {
  const words = RECEIPT_WORDS[language];
  switch (status.kind) {
    case 'PAYMENT': {
      const approval = words.approval[status.approval];
      return status.transactionStatus === null
        ? approval
        : words.paymentStatus(approval, words.transactionState(status.transactionStatus));
    }
    case 'TRANSFER_PROCESSING':
      return words.transferProcessing;
    case 'REFUNDED':
      return words.refunded;
    case 'REFUND_PROCESSING':
      return words.refundProcessing;
  }
}
