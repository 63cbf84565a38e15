import type { AuditEntryView } from '@portal/domain/staff/audit-log';
import { AUDIT_CSV_COLUMNS } from '@portal/domain/staff/audit-log';
import type { AuditRow } from './audit-search-queries';

/** An entry as the API answers it: the chain's hashes stay on the server. */
export function auditEntryView(row: AuditRow): AuditEntryView {
  return {
    seq: row.seq,
    at: row.at.toISOString(),
    actorStaffId: row.actorStaffId,
    actorEmail: row.actorEmail,
    address: row.address,
    action: row.action,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    tenantId: row.tenantId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
  };
}

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

const jsonCell = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

export const AUDIT_CSV_HEADER = `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;

/** An entry as one CSV line, in the order of AUDIT_CSV_COLUMNS, ending in CRLF. */
export function auditCsvLine(row: AuditRow): string {
  const cells: Record<(typeof AUDIT_CSV_COLUMNS)[number], string | number | null> = {
    seq: row.seq,
    at: row.at.toISOString(),
    actor_staff_id: row.actorStaffId,
    actor_email: row.actorEmail,
    address: row.address,
    action: row.action,
    subject_kind: row.subjectKind,
    subject_id: row.subjectId,
    tenant_id: row.tenantId,
    reason: row.reason,
    before: jsonCell(row.before),
    after: jsonCell(row.after),
  };
  return `${AUDIT_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',')}\r\n`;
}
