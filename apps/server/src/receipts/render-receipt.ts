import { formatDate } from '@portal/domain/dates/date-formats';
import { formatMoney } from '@portal/domain/money/format-money';
import { paymentMethodText } from './payment-method-text';
import type { ReceiptDocument, ReceiptKind } from './receipt-document';
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

// A receipt or credit note, drawn as the tenant's tagged PDF (tagged-pdf.ts).

const TITLES: Record<ReceiptKind, string> = {
  ORDER: 'Order receipt',
  ORDER_TRANSACTION: 'Payment receipt',
  SUBSCRIPTION_TRANSACTION: 'Subscription payment receipt',
  CREDIT_NOTE: 'Credit note',
};

const AMOUNT_COLUMN_WIDTH = 120;

/** The receipt as a tagged PDF. */
export function renderReceipt(receipt: ReceiptDocument): Promise<Buffer> {
  const { branding, learner } = receipt;
  return renderTaggedPdf(TITLES[receipt.kind], branding, (pdf) => {
    const { doc, root } = pdf;
    paragraph(doc, root, `Issued by ${branding.name}.`);
    paragraph(
      doc,
      root,
      `Questions about this ${receipt.kind === 'CREDIT_NOTE' ? 'credit note' : 'receipt'}? Call ${branding.phone}.`,
    );
    rule(doc);

    const billedTo = section(pdf, 'Billed to');
    paragraph(doc, billedTo, learner.fullName);
    paragraph(doc, billedTo, learner.email);

    itemsTable(doc, section(pdf, 'Items'), receipt);
    rule(doc);

    const payment = section(pdf, 'Payment');
    if (receipt.orderNumber !== null) field(doc, payment, 'Order number', receipt.orderNumber);
    field(doc, payment, 'Payment method', paymentMethodText(receipt.paymentMethod));
    field(doc, payment, 'Transaction ID', receipt.transactionId);
    field(doc, payment, 'Transaction date', formatDate(receipt.transactionDate, 'MMMM DD, YYYY'));
    field(doc, payment, 'Status', receipt.statusLabel);
  });
}

/** Items and their amounts, then the total, as a table with column and row headers. */
function itemsTable(doc: Pdf, parent: Element, receipt: ReceiptDocument) {
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
        { text: 'Item', type: 'TH', scope: 'Column', font: bold },
        { text: 'Amount', type: 'TH', scope: 'Column', font: bold, align: right },
      ],
      ...receipt.items.map((item) => [
        item.name,
        { text: formatMoney(item.amountCents), align: right },
      ]),
      [
        { text: 'Total', type: 'TH', scope: 'Row', font: bold },
        { text: formatMoney(receipt.totalCents), font: bold, align: right },
      ],
    ],
  });
  doc.x = MARGIN;
}
