// fontkit (pdfkit's font engine) ships no types: the part of its API document-fonts.ts uses, and
// pdfkit's registerFont taking a font fontkit has already parsed, which pdfkit accepts (js/pdfkit.js,
// PDFFontFactory.open: anything that lays text out) and its types do not declare.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
  }

  /** Parses a font file (a TrueType file here; a collection would need its font's name). */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

declare namespace PDFKit.Mixins {
  interface PDFFont {
    registerFont(name: string, src: { layout(text: string): unknown }): this;
  }
}
