import { asc, gt } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { chainedHash, GENESIS_HASH } from './audit-entry-hash';
import { auditLog } from './audit-tables';

export type AuditChainCheck =
  { intact: true; entries: number } | { intact: false; brokenAt: number };

const PAGE = 500;

/**
 * Recomputes the chain from the first entry: the first entry whose content, or whose link to the one
 * before, does not match its stored hash is where the log was edited (or a row removed).
 */
export async function verifyAuditChain(db: Executor): Promise<AuditChainCheck> {
  let prevHash = GENESIS_HASH;
  let afterSeq = 0;
  let entries = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.seq, afterSeq))
      .orderBy(asc(auditLog.seq))
      .limit(PAGE);
    for (const row of rows) {
      if (row.prevHash !== prevHash || chainedHash(prevHash, row) !== row.hash) {
        return { intact: false, brokenAt: row.seq };
      }
      prevHash = row.hash;
      afterSeq = row.seq;
      entries += 1;
    }
    if (rows.length < PAGE) return { intact: true, entries };
  }
}
