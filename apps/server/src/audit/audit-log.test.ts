import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../test/test-database';
import { auditLog } from './audit-tables';
import { recordAudit } from './record-audit';
import { verifyAuditChain } from './verify-audit-chain';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const entry = (n: number) => ({
  at: new Date(Date.UTC(2026, 10, 22, 12, 0, n)),
  actorStaffId: 'staff-1',
  actorEmail: 'admin@staff.test',
  address: '127.0.0.1',
  action: 'test.action',
  subjectKind: 'student',
  subjectId: `student-${n}`,
  tenantId: 'fhsu',
  before: { status: 'old', nested: { b: 1, a: [1, 2] } },
  after: { status: 'new' },
  reason: `reason ${n}`,
});

describe('the audit log', () => {
  it('stays one chain when entries are appended at the same time', async () => {
    const { db } = database;
    // Each append in its own transaction, all at once; on PostgreSQL each holds its own connection.
    await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        db.transaction(async (tx) => {
          await recordAudit(tx, entry(n));
          // Keep the transaction open a little, so the appends overlap.
          await tx.execute(sql`select pg_sleep(0.02)`);
        }),
      ),
    );
    const rows = await db.select().from(auditLog).orderBy(auditLog.seq);
    expect(rows).toHaveLength(6);
    rows.slice(1).forEach((row, i) => expect(row.prevHash).toBe(rows[i]!.hash));
    expect(await verifyAuditChain(db)).toEqual({ intact: true, entries: 6 });
  });

  it('refuses to change or remove an entry', async () => {
    const { db } = database;
    await expect(
      db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.seq, 1)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.seq, 1))).rejects.toThrow();
  });

  it('tells where an entry was edited by someone who lifted that refusal', async () => {
    const { db } = database;
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.seq, 3));
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    expect(await verifyAuditChain(db)).toEqual({ intact: false, brokenAt: 3 });
  });
});
