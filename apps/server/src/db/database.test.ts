import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateDatabase } from './migrate';
import { institutions } from '../modules/organization/organization-tables';
import { queryRows } from '../test/test-database';

describe('the embedded database', () => {
  it('keeps its data in DATA_DIR across a restart, and migrating again is harmless', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrateDatabase(first);
      await first.db.insert(institutions).values({ id: 42, name: 'Kept across restarts' });
      await first.close();

      const second = await openDatabase({ dataDir });
      await migrateDatabase(second);
      const rows = await second.db.select().from(institutions).where(eq(institutions.id, 42));
      expect(rows).toEqual([{ id: 42, name: 'Kept across restarts' }]);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('makes a commit durable: Postgres runs with fsync on and its fsync reaches the disk', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-db-'));
    const synced: number[] = [];
    try {
      const handle = await openDatabase({ dataDir, syncFile: (fd) => synced.push(fd) });
      await migrateDatabase(handle);
      const [setting] = await queryRows<{ fsync: string }>(handle.db, sql`SHOW fsync`);
      expect(setting?.fsync).toBe('on');

      synced.length = 0;
      await handle.db.insert(institutions).values({ id: 7, name: 'Acknowledged means on disk' });
      expect(synced.length).toBeGreaterThan(0);
      await handle.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
