/**
 * A table as CSV (RFC 4180: CRLF line ends, a cell quoted when it holds a comma, a quote or a
 * line break, its quotes doubled). A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is prefixed with an apostrophe, as the audit log's export does, so a spreadsheet shows
 * it as text rather than running it as a formula.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Cents as dollars with two decimals and no symbol, as a spreadsheet reads a number. */
export const csvDollars = (cents: number) => (cents / 100).toFixed(2);
