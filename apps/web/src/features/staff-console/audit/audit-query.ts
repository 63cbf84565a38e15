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

/** The page's place as the address holds it: the order chosen and the keyset cursor. */
export const AUDIT_PLACE_NAMES = ['sort', 'dir', 'before', 'after'] as const;
export type AuditPlace = Record<(typeof AUDIT_PLACE_NAMES)[number], string>;

/** The order and cursor the address holds, each '' when absent. */
export function auditPlaceFrom(params: URLSearchParams): AuditPlace {
  return Object.fromEntries(
    AUDIT_PLACE_NAMES.map((name) => [name, params.get(name)?.trim() ?? '']),
  ) as AuditPlace;
}

/**
 * The filters (and the order and cursor) as the API's query string, empty ones left out, in a
 * fixed order.
 */
export function auditQueryString(
  filters: AuditAddressFilters,
  place: Partial<AuditPlace> = {},
): string {
  const given = AUDIT_FILTER_NAMES.filter((name) => filters[name] !== '').map(
    (name) => [name, filters[name]] as [string, string],
  );
  for (const name of AUDIT_PLACE_NAMES) {
    const value = place[name];
    if (value) given.push([name, value]);
  }
  return new URLSearchParams(given).toString();
}
