// svg-to-pdfkit ships no types: the part of its API render-receipt.ts uses.
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    /** The viewport the SVG is fitted into, in points. */
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    /** Called for each part it cannot draw; the default writes to the console. */
    warningCallback?: (message: string) => void;
    /** Maps an `<image>` link to what PDFKit's `openImage` is given. */
    imageCallback?: (link: string) => string;
    /**
     * The name of the PDFKit font for a text's `font-family`, bold and italic (asked for each
     * text); setting `fauxItalic` slants a font that has no italic. The default is a standard font.
     */
    fontCallback?: (
      family: string,
      bold: boolean,
      italic: boolean,
      options: { fauxItalic: boolean; fauxBold: boolean },
    ) => string;
  }

  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: SvgToPdfOptions,
  ): void;
}
