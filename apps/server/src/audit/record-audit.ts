import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { chainedHash, GENESIS_HASH, type AuditEntry } from './audit-entry-hash';
import { auditLog } from './audit-tables';

// Any constant: the key of the transaction-scoped advisory lock that serialises appends.
const AUDIT_CHAIN_LOCK = 7_411_023;

/**
 * Appends an entry to the audit log, chained to the last one. Call it inside the transaction that
 * makes the change, so the entry exists exactly when the change does. The advisory lock keeps the
 * chain a line: a second append waits until the first commits, then chains to it.
 */
export async function recordAudit(
  tx: Executor,
  entry: Omit<AuditEntry, 'before' | 'after' | 'reason' | 'tenantId'> &
    Partial<Pick<AuditEntry, 'before' | 'after' | 'reason' | 'tenantId'>>,
): Promise<void> {
  const complete: AuditEntry = {
    before: null,
    after: null,
    reason: null,
    tenantId: null,
    ...entry,
  };
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [last] = await tx
    .select({ hash: auditLog.hash })
    .from(auditLog)
    .orderBy(desc(auditLog.seq))
    .limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  await tx
    .insert(auditLog)
    .values({ ...complete, prevHash, hash: chainedHash(prevHash, complete) });
}
