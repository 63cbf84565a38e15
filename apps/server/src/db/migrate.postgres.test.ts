// docs/deploy.md "Migrations in a rolling world": every portal process migrates as it starts, so
// several started at once on a new database (a first deployment, a scaled-out start) migrate side
// by side, and each migration must still be applied exactly once.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { chooseJobRunner } from '../jobs/choose-job-runner';
import { createRestartableTestDatabase, queryRows } from '../test/test-database';

const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describe('migrating a new PostgreSQL database from two processes at once', () => {
  it('succeeds in both, and applies each migration once', async () => {
    const database = await createRestartableTestDatabase();
    try {
      // Each `open` is a process's start: its own pool, then the migrations.
      const [first, second] = await Promise.all([database.open(), database.open()]);
      const applied = await queryRows<{ n: number; hashes: number }>(
        first.db,
        sql`select count(*)::int as n, count(distinct hash)::int as hashes
            from drizzle.__drizzle_migrations`,
      );
      expect(applied).toEqual([{ n: journal.entries.length, hashes: journal.entries.length }]);
      // The job queue's own tables, which pg-boss creates as its runner starts, likewise.
      const runners = [first, second].map((handle) =>
        chooseJobRunner({ database: handle, clock: systemClock }),
      );
      await Promise.all(runners.map((runner) => runner.start({ error: () => undefined })));
      await Promise.all(runners.map((runner) => runner.stop()));
      await Promise.all([first.close(), second.close()]);
    } finally {
      await database.remove();
    }
  });
});
