import type { AuditEntryView } from '@portal/domain/staff/audit-log';
import { AUDIT_CSV_COLUMNS } from '@portal/domain/staff/audit-log';
import { csvCell, csvHeader } from '@portal/domain/staff/csv-cell';
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

const jsonCell = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

export const AUDIT_CSV_HEADER = csvHeader(AUDIT_CSV_COLUMNS);

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
