import { createHash } from 'node:crypto';

/** What an entry says; `seq`, `prevHash` and `hash` are the chain's. */
export interface AuditEntry {
  at: Date;
  actorStaffId: string | null;
  actorEmail: string | null;
  address: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  tenantId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** The hash the first entry chains to. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with object keys sorted at every depth, so an entry hashes the same whether it is being
 * written or read back from jsonb (which keeps its own key order).
 */
function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 of the previous entry's hash followed by this entry's canonical JSON. */
export function chainedHash(prevHash: string, entry: AuditEntry): string {
  const fields: AuditEntry = {
    at: entry.at,
    actorStaffId: entry.actorStaffId,
    actorEmail: entry.actorEmail,
    address: entry.address,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: entry.subjectId,
    tenantId: entry.tenantId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason,
  };
  return createHash('sha256').update(prevHash).update(canonicalJson(fields)).digest('hex');
}
