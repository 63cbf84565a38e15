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
  }

  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: SvgToPdfOptions,
  ): void;
}
