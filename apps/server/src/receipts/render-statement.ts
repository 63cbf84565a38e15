import { formatDate, MONTH_NAMES, type MonthKey } from '@portal/domain/dates/date-formats';
import { formatMoney } from '@portal/domain/money/format-money';
import type { StatementDocument } from './statement-document';
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
} from './tagged-pdf';

/** "November 2026" of `2026-11`. */
export const monthName = (month: string) =>
  `${MONTH_NAMES[month.slice(5, 7) as MonthKey]} ${month.slice(0, 4)}`;

/**
 * An employer's monthly statement as a tagged PDF (tagged-pdf.ts): who is billed, the rule, each
 * code redeemed in the month with its learner, program, day and amount as a table with column and
 * row headers, and the total.
 */
export function renderStatement(statement: StatementDocument): Promise<Buffer> {
  const { branding } = statement;
  const title = `Statement for ${monthName(statement.month)}`;
  return renderTaggedPdf(title, branding, (pdf) => {
    const { doc, root } = pdf;
    paragraph(doc, root, `Issued by ${branding.name}.`);
    if (statement.toDate) {
      paragraph(
        doc,
        root,
        'The month is not over: this statement shows the codes redeemed so far.',
      );
    }
    rule(doc);
    const billed = section(pdf, 'Billed to');
    paragraph(doc, billed, statement.employerName);
    const billing = section(pdf, 'What is billed');
    paragraph(
      doc,
      billing,
      "Each access code redeemed in the month (UTC) is billed once, at its program's price when the code's batch was generated. Codes not redeemed, withdrawn or expired are not billed.",
    );
    const codes = section(pdf, 'Codes redeemed');
    if (statement.lines.length === 0) {
      paragraph(doc, codes, 'No code was redeemed in this month.');
    } else {
      const right = { x: 'right' } as const;
      const bold = { src: BOLD };
      const th = (text: string, align?: typeof right) => ({
        text,
        type: 'TH' as const,
        scope: 'Column' as const,
        font: bold,
        ...(align ? { align } : {}),
      });
      doc.font(REGULAR).fontSize(BODY_SIZE - 1);
      doc.table({
        structParent: codes,
        position: { x: MARGIN },
        columnStyles: [130, '*', 70, 80, 70],
        defaultStyle: { border: 0, padding: [3, 2], textColor: TEXT_COLOUR },
        data: [
          [th('Code'), th('Learner'), th('Program'), th('Redeemed'), th('Amount', right)],
          ...statement.lines.map((line) => [
            line.code,
            line.learner,
            line.program,
            formatDate(line.redeemedAt, 'MM/DD/YYYY'),
            { text: formatMoney(line.amountCents), align: right },
          ]),
          [
            { text: 'Total', type: 'TH', scope: 'Row', font: bold },
            '',
            '',
            '',
            { text: formatMoney(statement.totalCents), font: bold, align: right },
          ],
        ],
      });
      doc.x = MARGIN;
    }
    rule(doc);
    const summary = section(pdf, 'Summary');
    field(doc, summary, 'Codes redeemed', String(statement.lines.length));
    field(doc, summary, 'Total', formatMoney(statement.totalCents));
  });
}
