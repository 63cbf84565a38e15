import type { Executor } from '../../db/database';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { staffWithinScope } from '../staff-auth/staff-within-scope';
import type { AuditSearchFilters, AuditVisibility } from './audit-search-queries';
import { auditFilterInstant, type AuditFilters } from '@portal/domain/staff/audit-log';

/**
 * What a member reads of the log (docs/staff-console.md "Audit log"): the provider's staff all of
 * it; a partner's administrator the entries about their tenants and about the staff members whose
 * whole scope lies within theirs (their staff's sign-ins) or done by those members (their
 * searches and queue readings, which name no tenant), never another tenant's.
 */
export async function auditVisibility(options: {
  db: Executor;
  member: SignedInStaff['member'];
}): Promise<AuditVisibility> {
  const { db, member } = options;
  const staff = await staffWithinScope({ db, scope: member.scope });
  if (member.scope.kind === 'all_tenants' || staff.kind === 'everyone') {
    return { kind: 'everything' };
  }
  return {
    kind: 'scoped',
    tenantIds: member.scope.tenantIds,
    staffIds: staff.members.map((one) => one.id),
    staffEmails: staff.members.map((one) => one.email),
  };
}

/** The filters as the query reads them; an empty filter is none. */
export function readAuditFilters(filters: AuditFilters): AuditSearchFilters {
  return {
    tenant: filters.tenant || undefined,
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    subjectKind: filters.subjectKind || undefined,
    subjectId: filters.subjectId || undefined,
    from: auditFilterInstant(filters.from),
    to: auditFilterInstant(filters.to),
    q: filters.q || undefined,
  };
}

/** The filters given, for the audit entry of the read itself. */
export function givenFilters(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}
