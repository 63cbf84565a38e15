import { extractText, getDocumentProxy, getMeta } from 'unpdf';

interface StructNode {
  role?: string;
  alt?: string;
  /** A content leaf's marked content id (`p10R_mc3`). */
  id?: string;
  children?: StructNode[];
}

interface ContentItem {
  type?: string;
  id?: string | null;
  str?: string;
}

/** A structure tree as one line: `Document(Figure H1 Sect(H2 P))`, content leaves left out. */
function outline(node: StructNode): string {
  const children = (node.children ?? []).filter((child) => child.role).map(outline);
  return children.length > 0 ? `${node.role}(${children.join(' ')})` : `${node.role}`;
}

/** The text of every marked content sequence, by id: what a structure element's leaf points to. */
function textById(items: ContentItem[]): Map<string, string> {
  const texts = new Map<string, string>();
  let open: string | null = null;
  for (const item of items) {
    if (item.type === 'beginMarkedContentProps') open = item.id ?? null;
    else if (item.type === 'endMarkedContent') open = null;
    else if (open !== null && item.str) texts.set(open, (texts.get(open) ?? '') + item.str);
  }
  return texts;
}

/**
 * What a screen reader reads, in the structure tree's order: one `ROLE: text` line per element
 * that holds content, a figure read by its alternative text.
 */
function readingOrder(node: StructNode, texts: Map<string, string>): string[] {
  if (node.alt) return [`${node.role}: ${node.alt}`];
  const children = node.children ?? [];
  const own = children
    .filter((child) => !child.role && child.id)
    .map((child) => texts.get(child.id ?? '') ?? '')
    .join('')
    // pdf.js reports the gap before right-aligned text as a space; a reader does not hear it.
    .trim();
  const nested = children.filter((child) => child.role).flatMap((c) => readingOrder(c, texts));
  return [...(own ? [`${node.role}: ${own}`] : []), ...nested];
}

/**
 * A PDF as a reader sees it: its text, document info and raw bytes (as text), and for its first
 * page what assistive technology reads, the structure tree's outline and the figures' text
 * alternatives, the structure tree's reading order, and the marked content sequences in drawing
 * order.
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
    readingOrder: (tree.children ?? []).flatMap((node) =>
      readingOrder(node, textById(content.items as ContentItem[])),
    ),
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
