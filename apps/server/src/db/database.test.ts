import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateDatabase } from './migrate';
import { institutions } from './schema';

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
});
