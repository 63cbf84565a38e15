import { sql, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@portal/domain/staff/list-sort';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import type { auditLog } from '../../audit/audit-tables';

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Which entries a member may read (docs/staff-console.md "Audit log"): everything, or those about
 * a tenant of theirs, and those about or by staff members within their scope.
 */
export type AuditVisibility =
  | { kind: 'everything' }
  | { kind: 'scoped'; tenantIds: string[]; staffIds: string[]; staffEmails: string[] };

/** The filters, read: empty ones left out, times as instants. */
export interface AuditSearchFilters {
  tenant?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  subjectKind?: string | undefined;
  subjectId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
}

/** A LIKE pattern matching text that holds `text`, its wildcards taken literally. */
const holding = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Where a page starts: below `seq` newest first, above it oldest first; undefined: the first. */
export interface AuditPageStart {
  dir: SortDirection;
  seq?: number | undefined;
}

function filterConditions(filters: AuditSearchFilters, start: AuditPageStart): SQL[] {
  const conditions: SQL[] = [];
  if (start.seq !== undefined) {
    conditions.push(start.dir === 'desc' ? sql`seq < ${start.seq}` : sql`seq > ${start.seq}`);
  }
  if (filters.tenant) conditions.push(sql`tenant_id = ${filters.tenant}`);
  if (filters.actor) conditions.push(sql`actor_email = ${filters.actor.toLowerCase()}`);
  if (filters.action) conditions.push(sql`action = ${filters.action}`);
  if (filters.subjectKind) conditions.push(sql`subject_kind = ${filters.subjectKind}`);
  if (filters.subjectId) conditions.push(sql`subject_id = ${filters.subjectId}`);
  if (filters.from) conditions.push(sql`at >= ${filters.from.toISOString()}`);
  if (filters.to) conditions.push(sql`at < ${filters.to.toISOString()}`);
  if (filters.q) conditions.push(sql`reason ilike ${holding(filters.q)}`);
  return conditions;
}

/**
 * What a scoped member reaches, one branch per tenant and one for their staff: each branch is an
 * ordered walk of one index ending in `seq` (migration 0024), where an OR of them all would make
 * the database gather and sort every entry of the scope before the first page.
 */
function visibilityBranches(visibility: AuditVisibility): SQL[] {
  if (visibility.kind === 'everything') return [sql`true`];
  const branches = visibility.tenantIds.map((tenantId) => sql`tenant_id = ${tenantId}`);
  if (visibility.staffIds.length > 0) {
    const ids = sql.join(
      visibility.staffIds.map((id) => sql`${id}`),
      sql`, `,
    );
    branches.push(sql`tenant_id is null and subject_kind = 'staff' and subject_id in (${ids})`);
    const emails = sql.join(
      visibility.staffEmails.map((email) => sql`${email}`),
      sql`, `,
    );
    // What their staff did that names no tenant (a search across the tenants they serve, a queue
    // read), less what the branch above already holds: the branches are joined by UNION ALL.
    branches.push(
      sql`tenant_id is null and actor_email in (${emails})
          and not (subject_kind = 'staff' and subject_id in (${ids}))`,
    );
  }
  return branches;
}

interface RawAuditRow {
  seq: string | number;
  at: string | Date;
  actor_staff_id: string | null;
  actor_email: string | null;
  address: string;
  action: string;
  subject_kind: string;
  subject_id: string;
  tenant_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  prev_hash: string;
  hash: string;
}

// A raw query answers jsonb as text on one driver and parsed on the other.
const json = (value: unknown) =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value;

function auditRow(raw: RawAuditRow): AuditRow {
  return {
    seq: Number(raw.seq),
    at: new Date(raw.at),
    actorStaffId: raw.actor_staff_id,
    actorEmail: raw.actor_email,
    address: raw.address,
    action: raw.action,
    subjectKind: raw.subject_kind,
    subjectId: raw.subject_id,
    tenantId: raw.tenant_id,
    before: json(raw.before),
    after: json(raw.after),
    reason: raw.reason,
    prevHash: raw.prev_hash,
    hash: raw.hash,
  };
}

export const auditSearchQueries = {
  /**
   * Up to `limit` entries the member may read that match, in `seq` order either way (each index
   * ends in `seq`, and is walked backwards as readily as forwards), past the page's start.
   */
  async page(
    db: Executor,
    visibility: AuditVisibility,
    filters: AuditSearchFilters,
    options: { start: AuditPageStart; limit: number },
  ): Promise<AuditRow[]> {
    const conditions = filterConditions(filters, options.start);
    // The direction is one of two fixed words, never the caller's text.
    const order = options.start.dir === 'desc' ? sql`seq desc` : sql`seq asc`;
    const branches = visibilityBranches(visibility).map((branch) => {
      const where = sql.join([branch, ...conditions], sql` and `);
      return sql`(select * from audit_log where ${where} order by ${order} limit ${options.limit})`;
    });
    if (branches.length === 0) return [];
    const rows = await queryRows<RawAuditRow>(
      db,
      branches.length === 1
        ? branches[0]!
        : sql`select * from (${sql.join(branches, sql` union all `)}) as reachable
              order by ${order} limit ${options.limit}`,
    );
    return rows.map(auditRow);
  },
};
