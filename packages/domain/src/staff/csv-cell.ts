// The console's CSV exports (docs/staff-console.md "Audit log", "Partner schools") write their
// cells one way.

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break. A cell a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) is
 * prefixed with an apostrophe, so a reason typed as `=HYPERLINK(...)` stays text when opened.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line of these cells, ending in CRLF. */
export const csvLine = (cells: readonly (string | number | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
