import { extractText, getDocumentProxy, getMeta } from 'unpdf';

interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
}

/** A structure tree as one line: `Document(Figure H1 Sect(H2 P))`, content leaves left out. */
function outline(node: StructNode): string {
  const children = (node.children ?? []).filter((child) => child.role).map(outline);
  return children.length > 0 ? `${node.role}(${children.join(' ')})` : `${node.role}`;
}

/**
 * A PDF as a reader sees it: its text, document info and raw bytes (as text), and for its first
 * page what assistive technology reads, the structure tree's outline and the figures' text
 * alternatives, and the marked content sequences in drawing order.
 */
export async function readPdf(bytes: Uint8Array) {
  const raw = Buffer.from(bytes).toString('latin1');
  // pdf.js may transfer (detach) the array it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const { info } = await getMeta(pdf);
  const page = await pdf.getPage(1);
  const tree = ((await page.getStructTree()) ?? {}) as StructNode;
  const nodes = (node: StructNode): StructNode[] => [node, ...(node.children ?? []).flatMap(nodes)];
  const content = await page.getTextContent({ includeMarkedContent: true });
  return {
    text,
    info: info as Record<string, unknown>,
    raw,
    structure: (tree.children ?? []).map(outline).join(' '),
    alternativeTexts: nodes(tree).flatMap((node) => (node.alt ? [node.alt] : [])),
    // pdf.js reports each sequence's tag, though its types leave `tag` out.
    markedContent: content.items.flatMap((item) =>
      'type' in item && item.type === 'beginMarkedContentProps'
        ? [(item as { tag?: string }).tag ?? '']
        : [],
    ),
  };
}

/**
 * A standalone run of 13 to 19 digits, spaces and dashes allowed between them: a card number's
 * shape. Digits inside an id (a UUID in a test learner's e-mail) are not one.
 */
export const CARD_NUMBER_SHAPE = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/;
