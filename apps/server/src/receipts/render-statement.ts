import { formatMoney } from '@portal/domain/money/format-money';
import { COMMON_WORDS } from '../i18n/common-words';
import type { StatementDocument } from './statement-document';
import { STATEMENT_WORDS } from './statement-words';
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

/**
 * An employer's monthly statement as a tagged PDF (tagged-pdf.ts): who is billed, the rule, each
 * code redeemed in the month with its learner, program, day and amount as a table with column and
 * row headers, and the total, in the statement's language.
 */
export function renderStatement(statement: StatementDocument): Promise<Buffer> {
  const { branding, language } = statement;
  const words = STATEMENT_WORDS[language];
  const title = words.title(words.month(statement.month));
  return renderTaggedPdf(title, branding, language, (pdf) => {
    const { doc, root } = pdf;
    paragraph(doc, root, words.issuedBy(branding.name));
    if (statement.toDate) paragraph(doc, root, words.soFar);
    rule(doc);
    const billed = section(pdf, words.billedTo);
    paragraph(doc, billed, statement.employerName);
    const billing = section(pdf, words.whatIsBilled);
    paragraph(doc, billing, words.rule);
    const codes = section(pdf, words.codesRedeemed);
    if (statement.lines.length === 0) {
      paragraph(doc, codes, words.noCode);
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
        // An access code of wide letters (NOC-AAGS-WWMMWWMMWW) takes 156 points in DejaVu Sans:
        // its column keeps any code on one line; a date or its heading takes 64.
        columnStyles: [160, '*', 70, 70, 70],
        defaultStyle: { border: 0, padding: [3, 2], textColor: TEXT_COLOUR },
        data: [
          [
            th(words.columns.code),
            th(words.columns.learner),
            th(words.columns.program),
            th(words.columns.redeemed),
            th(words.columns.amount, right),
          ],
          ...statement.lines.map((line) => [
            line.code,
            line.learner,
            line.program,
            COMMON_WORDS[language].shortDate(line.redeemedAt),
            { text: formatMoney(line.amountCents), align: right },
          ]),
          [
            { text: words.total, type: 'TH', scope: 'Row', font: bold },
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
    const summary = section(pdf, words.summary);
    field(doc, summary, words.codesRedeemed, String(statement.lines.length));
    field(doc, summary, words.total, formatMoney(statement.totalCents));
  });
}
