// @types/pdfkit 0.17 lags pdfkit 0.20: the tagging API render-receipt.ts uses, which the library
// has (js/pdfkit.js: struct() with its children and no options, a structure element's bbox and
// placement, the table's structParent, a header cell's scope) and the types do not yet declare.
declare namespace PDFKit.Mixins {
  interface PDFMarking {
    struct(
      tag: string,
      children: PDFKit.PDFStructureElementChild | PDFKit.PDFStructureElementChild[],
    ): PDFKit.PDFStructureElement;
  }
  interface StructureElementOptions {
    /** Left, top, right, bottom in page coordinates: where a Figure sits. */
    bbox?: [number, number, number, number];
    placement?: 'Block' | 'Inline';
  }
  interface TableOptions {
    /** Tags the table (Table, TR, TH, TD) under this element. */
    structParent?: PDFKit.PDFStructureElement;
  }
  interface CellOptions {
    /** Which cells a TH heads. */
    scope?: 'Row' | 'Column' | 'Both';
  }
}
