import type { AuditFilters } from '@portal/domain/staff/audit-log';

/** The address's parameters the audit log reads: its filters and the page's cursor. */
export const AUDIT_FILTER_NAMES = [
  'tenant',
  'actor',
  'action',
  'subjectKind',
  'subjectId',
  'from',
  'to',
  'q',
] as const satisfies readonly (keyof AuditFilters)[];

export type AuditAddressFilters = Record<(typeof AUDIT_FILTER_NAMES)[number], string>;

/** The filters the address holds, each '' when absent. */
export function auditFiltersFrom(params: URLSearchParams): AuditAddressFilters {
  return Object.fromEntries(
    AUDIT_FILTER_NAMES.map((name) => [name, params.get(name)?.trim() ?? '']),
  ) as AuditAddressFilters;
}

/** The filters (and cursor) as the API's query string, empty ones left out, in a fixed order. */
export function auditQueryString(filters: AuditAddressFilters, before?: string): string {
  const given = AUDIT_FILTER_NAMES.filter((name) => filters[name] !== '').map(
    (name) => [name, filters[name]] as [string, string],
  );
  if (before) given.push(['before', before]);
  return new URLSearchParams(given).toString();
}
