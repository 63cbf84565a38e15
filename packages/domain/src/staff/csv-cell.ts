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

/**
 * A CSV file's first line, its columns' names, after the byte order mark: Excel reads a file
 * that starts with it as UTF-8, and one without it in the computer's own code page, where "José
 * Nguyễn" opens as "JosÃ© Nguyá»…n" (docs/names.md "Sent elsewhere"). Other readers skip it.
 */
export const csvHeader = (columns: readonly string[]) => `\uFEFF${csvLine(columns)}`;
