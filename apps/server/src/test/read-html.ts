import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** An element as a test looks at it: its tag, its attributes and the text inside it. */
export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  /** The elements inside it, in document order. */
  descendants: HtmlElement[];
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

function elementsIn(node: Node): HtmlElement[] {
  if (!('childNodes' in node)) return [];
  return node.childNodes.filter(isElement).flatMap((child) => {
    const descendants = elementsIn(child);
    const element = {
      tag: child.tagName,
      attrs: Object.fromEntries(child.attrs.map((attr) => [attr.name, attr.value])),
      text: textOf(child).replace(/\s+/g, ' ').trim(),
      descendants,
    };
    return [element, ...descendants];
  });
}

/** A whole HTML document, parsed as a browser parses it, with its elements by tag name. */
export function readHtml(html: string) {
  const elements = elementsIn(parse(html));
  return {
    all: (tag: string) => elements.filter((element) => element.tag === tag),
  };
}
