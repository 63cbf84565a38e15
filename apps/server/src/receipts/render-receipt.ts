import type { Language } from '@portal/domain/i18n/languages';
import { formatMoney } from '@portal/domain/money/format-money';
import { COMMON_WORDS } from '../i18n/common-words';
import type { ReceiptDocument } from './receipt-document';
import { itemText, paymentMethodText, RECEIPT_WORDS, statusText } from './receipt-words';
import {
  BODY_SIZE,
  BOLD,
  field,
  MARGIN,
  paragraph,
  REGULAR,
  renderTaggedPdf,
  rule,
  section,
  TEXT_COLOUR,
  type Element,
  type Pdf,
} from './tagged-pdf';

// A receipt or credit note, drawn as the tenant's tagged PDF (tagged-pdf.ts) in the reader's
// language (docs/languages.md "Mail and documents").

const AMOUNT_COLUMN_WIDTH = 120;

/** The receipt as a tagged PDF, in `language`. */
export function renderReceipt(receipt: ReceiptDocument, language: Language): Promise<Buffer> {
  const { branding, learner } = receipt;
  const words = RECEIPT_WORDS[language];
  return renderTaggedPdf(words.titles[receipt.kind], branding, language, (pdf) => {
    const { doc, root } = pdf;
    paragraph(doc, root, words.issuedBy(branding.name));
    const questions =
      receipt.kind === 'CREDIT_NOTE' ? words.questions.creditNote : words.questions.receipt;
    paragraph(doc, root, questions(branding.phone));
    rule(doc);

    const billedTo = section(pdf, words.billedTo);
    paragraph(doc, billedTo, learner.fullName);
    paragraph(doc, billedTo, learner.email);

    itemsTable(doc, section(pdf, words.items), receipt, language);
    rule(doc);

    const payment = section(pdf, words.payment);
    if (receipt.orderNumber !== null) field(doc, payment, words.orderNumber, receipt.orderNumber);
    field(doc, payment, words.paymentMethod, paymentMethodText(receipt.paymentMethod, language));
    field(doc, payment, words.transactionId, receipt.transactionId);
    field(
      doc,
      payment,
      words.transactionDate,
      COMMON_WORDS[language].longDate(receipt.transactionDate),
    );
    field(doc, payment, words.status, statusText(receipt.status, language));
  });
}

/** Items and their amounts, then the total, as a table with column and row headers. */
function itemsTable(doc: Pdf, parent: Element, receipt: ReceiptDocument, language: Language) {
  const words = RECEIPT_WORDS[language];
  const right = { x: 'right' } as const;
  const bold = { src: BOLD };
  doc.font(REGULAR).fontSize(BODY_SIZE);
  doc.table({
    structParent: parent,
    position: { x: MARGIN },
    columnStyles: ['*', AMOUNT_COLUMN_WIDTH],
    defaultStyle: { border: 0, padding: [3, 0], textColor: TEXT_COLOUR },
    data: [
      [
        { text: words.item, type: 'TH', scope: 'Column', font: bold },
        { text: words.amount, type: 'TH', scope: 'Column', font: bold, align: right },
      ],
      ...receipt.items.map((item) => [
        itemText(item, language),
        { text: formatMoney(item.amountCents), align: right },
      ]),
      [
        { text: words.total, type: 'TH', scope: 'Row', font: bold },
        { text: formatMoney(receipt.totalCents), font: bold, align: right },
      ],
    ],
  });
  doc.x = MARGIN;
}
