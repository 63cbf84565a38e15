import { type Language, LANGUAGE_TAGS } from '@portal/domain/i18n/languages';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@portal/domain/tenant/colour-contrast';
import { documentFonts } from './document-fonts';
import type { ReceiptBranding } from './receipt-document';

// The tenant's documents (receipts, credit notes, an employer's statements) as tagged PDFs (ISO
// 32000-1 §14.8), so that a screen reader reads them in order: every piece of text sits in a
// structure element (H1, Sect with H2, P, Table), the logo is a Figure whose alternative text is
// the tenant's name, and what only decorates is an Artifact. The text is in DejaVu Sans, embedded
// (document-fonts.ts), so that every name prints as written.

export const MARGIN = 56;
/** The names each document gives its two fonts. */
export const REGULAR = 'regular';
export const BOLD = 'bold';
export const BODY_SIZE = 11;
export const TEXT_COLOUR = '#1b1f24';
const LINE_GAP = 2;
const RULE_COLOUR = '#c8cdd2';
const LOGO_BOX = { width: 200, height: 48 };

export type Pdf = PDFKit.PDFDocument;
export type Element = PDFKit.PDFStructureElement;

/** A document being drawn: its root structure element, and the colour its headings wear. */
export interface TaggedPdf {
  doc: Pdf;
  root: Element;
  accent: string;
}

/**
 * Draws a tenant's document, declared in `language` (its text is in it): the brand bar, the logo
 * and the title, then `body`. A logo that
 * cannot be drawn cleanly gives way to the name: the document is drawn again from the start,
 * which is simpler than undoing half a logo; only a tenant with a broken logo file pays for it.
 */
export async function renderTaggedPdf(
  title: string,
  branding: ReceiptBranding,
  language: Language,
  body: (pdf: TaggedPdf) => void,
): Promise<Buffer> {
  const drawn = await draw(title, branding, language, body);
  if (drawn.logoDrawn) return drawn.pdf;
  return (await draw(title, { ...branding, logoSvg: null }, language, body)).pdf;
}

/** pdfkit and svg-to-pdfkit, loaded with the first document: an idle portal never holds them. */
const pdfLibraries = async () => {
  const [{ default: PDFDocument }, { default: SVGtoPDF }] = await Promise.all([
    import('pdfkit'),
    import('svg-to-pdfkit'),
  ]);
  return { PDFDocument, SVGtoPDF };
};

async function draw(
  title: string,
  branding: ReceiptBranding,
  language: Language,
  body: (pdf: TaggedPdf) => void,
): Promise<{ pdf: Buffer; logoDrawn: boolean }> {
  const [{ PDFDocument, SVGtoPDF }, fonts] = await Promise.all([pdfLibraries(), documentFonts()]);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: LANGUAGE_TAGS[language],
    displayTitle: true,
    info: { Title: `${title} - ${branding.name}`, Author: branding.name },
  });
  const pdf = bytesOf(doc);
  doc.registerFont(REGULAR, fonts.regular).registerFont(BOLD, fonts.bold).font(REGULAR);
  const root = doc.struct('Document');
  doc.addStructure(root);
  // Headings wear the brand colour when it reads on white (WCAG AA), the body colour otherwise.
  const accent =
    contrastRatio(branding.primaryColour, '#ffffff') >= MIN_TEXT_CONTRAST
      ? branding.primaryColour
      : TEXT_COLOUR;
  decoration(doc, () => doc.rect(0, 0, doc.page.width, 8).fill(branding.primaryColour));
  const logoDrawn = drawLogo(SVGtoPDF, doc, root, branding, accent);
  heading(doc, root, 'H1', title, accent);
  body({ doc, root, accent });
  root.end();
  doc.end();
  return { pdf: await pdf, logoDrawn };
}

function bytesOf(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

// A logo may embed a picture as a data URI, but an <image> link is otherwise a file path to
// PDFKit's openImage: refusing it makes the logo fail instead of reading the server's files.
const embeddedPicturesOnly = (link: string) =>
  /^data:image\/(png|jpeg);base64,/.test(link) ? link : '';

// A logo's text is printed in the documents' font too, whatever family it names: one look, and
// every font in the file embedded.
const logoFont = (
  _family: string,
  bold: boolean,
  italic: boolean,
  options: { fauxItalic: boolean },
) => {
  options.fauxItalic = italic;
  return bold ? BOLD : REGULAR;
};

/** The logo as a Figure, or the name as text; false when the SVG could not be drawn cleanly. */
function drawLogo(
  SVGtoPDF: Awaited<ReturnType<typeof pdfLibraries>>['SVGtoPDF'],
  doc: Pdf,
  root: Element,
  branding: ReceiptBranding,
  accent: string,
): boolean {
  const { logoSvg, name } = branding;
  const top = doc.y;
  if (logoSvg === null) {
    root.add(
      doc.struct('P', () => doc.font(BOLD).fontSize(20).fillColor(accent).text(name, MARGIN, top)),
    );
    doc.moveDown(0.5);
    return true;
  }
  let clean = true;
  const bbox: [number, number, number, number] = [
    MARGIN,
    top,
    MARGIN + LOGO_BOX.width,
    top + LOGO_BOX.height,
  ];
  root.add(
    doc.struct('Figure', { alt: name, bbox, placement: 'Block' }, () => {
      try {
        SVGtoPDF(doc, logoSvg, MARGIN, top, {
          ...LOGO_BOX,
          preserveAspectRatio: 'xMinYMin meet',
          imageCallback: embeddedPicturesOnly,
          fontCallback: logoFont,
          warningCallback: () => {
            clean = false;
          },
        });
      } catch {
        clean = false;
      }
    }),
  );
  doc.x = MARGIN;
  doc.y = top + LOGO_BOX.height + 12;
  return clean;
}

function heading(doc: Pdf, parent: Element, level: 'H1' | 'H2', text: string, colour: string) {
  const size = level === 'H1' ? 20 : 13;
  doc.moveDown(level === 'H1' ? 0.25 : 0.75);
  parent.add(
    doc.struct(level, () => doc.font(BOLD).fontSize(size).fillColor(colour).text(text, MARGIN)),
  );
  doc.moveDown(0.25);
}

/** A Sect opened by its H2; the caller adds the section's content. */
export function section(pdf: TaggedPdf, title: string): Element {
  const sect = pdf.doc.struct('Sect');
  pdf.root.add(sect);
  heading(pdf.doc, sect, 'H2', title, pdf.accent);
  return sect;
}

export function paragraph(doc: Pdf, parent: Element, text: string) {
  parent.add(
    doc.struct('P', () =>
      doc
        .font(REGULAR)
        .fontSize(BODY_SIZE)
        .fillColor(TEXT_COLOUR)
        .text(text, MARGIN, doc.y, { lineGap: LINE_GAP }),
    ),
  );
}

export function field(doc: Pdf, parent: Element, label: string, value: string) {
  parent.add(
    doc.struct('P', () =>
      doc
        .font(BOLD)
        .fontSize(BODY_SIZE)
        .fillColor(TEXT_COLOUR)
        .text(`${label}: `, MARGIN, doc.y, { continued: true, lineGap: LINE_GAP })
        .font(REGULAR)
        .text(value),
    ),
  );
}

export function rule(doc: Pdf) {
  const y = doc.y + 8;
  decoration(doc, () =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(doc.page.width - MARGIN, y)
      .lineWidth(0.75)
      .strokeColor(RULE_COLOUR)
      .stroke(),
  );
  doc.y = y + 8;
}

/** Drawing that carries no meaning, marked so that assistive technology skips it. */
function decoration(doc: Pdf, drawing: () => void) {
  doc.markContent('Artifact', { type: 'Layout' });
  drawing();
  doc.endMarkedContent();
}
