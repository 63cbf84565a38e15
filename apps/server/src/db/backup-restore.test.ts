// docs/backups.md, the restore drill: a database with a learner and their order is backed up with
// the documented command, lost, restored into a new database, and the portal started on it serves
// the learner's order again. On PGlite (a data folder) and, in the PostgreSQL pass, on PostgreSQL
// (pg_dump and pg_restore).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json, passwordGrant } from '../test/accounts';
import { learnerWithOrder, LOTS_OF_SIGN_INS } from '../test/enrolment';
import { createRestartableTestDatabase, queryRows } from '../test/test-database';
import { manualClock, startTestServer } from '../test/test-server';
import { seedReferenceData } from './seed/seed-demo-data';

const SCRIPT = fileURLToPath(new URL('../../../../scripts/backup.mjs', import.meta.url));

/** `npm run backup|restore -- <file>` on the database at `location`, as an operator runs it. */
async function run(
  command: 'backup' | 'restore',
  file: string,
  location: { dataDir: string } | { url: string },
) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  Object.assign(
    env,
    'url' in location ? { DATABASE_URL: location.url } : { DATA_DIR: location.dataDir },
  );
  await promisify(execFile)(process.execPath, [SCRIPT, command, file], { env });
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a backup restored into a new database', () => {
  it("serves the learner's account and order again, with the outbox and the job queue", async () => {
    const clock = manualClock();
    const lost = await createRestartableTestDatabase();
    const before = await lost.open();
    await seedReferenceData(before.db);
    const first = await startTestServer({
      sharing: { database: before, clock },
      withJobs: true,
      loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    });
    const learner = await learnerWithOrder(first);
    const file = path.join(folder, 'portal.backup');
    // PGlite's files are its one process's: no backup while the portal has them open.
    if ('dataDir' in lost.location) {
      await expect(run('backup', file, lost.location)).rejects.toThrow(/stop the portal/);
    }
    await first.close();
    await before.close();

    await run('backup', file, lost.location);
    await lost.remove();

    const fresh = await createRestartableTestDatabase();
    try {
      await run('restore', file, fresh.location);
      // Never over a database: a second restore into it is refused and changes nothing.
      await expect(run('restore', file, fresh.location)).rejects.toThrow();
      const after = await fresh.open();
      const restored = await startTestServer({
        sharing: { database: after, clock },
        loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
      });
      try {
        const signedIn = await passwordGrant(restored, { email: learner.email });
        expect(signedIn.status).toBe(200);
        const { access_token: token } = await json(signedIn);
        const order = await restored.request(
          `/ledger-api/orders/${learner.orderId}`,
          asUser(token),
        );
        expect(order.status).toBe(200);
        expect(await json(order)).toMatchObject({
          orderId: learner.orderId,
          status: learner.order.status,
        });
        // The live events written with the order, and the job queue, came along.
        const [kept] = await queryRows<{ events: number; queues: number }>(
          after.db,
          sql`select (select count(*)::int from outbox) as events,
                     (select count(*)::int from pgboss.queue) as queues`,
        );
        expect(kept?.events).toBeGreaterThan(0);
        expect(kept?.queues).toBeGreaterThan(0);
      } finally {
        await restored.close();
        await after.close();
      }
    } finally {
      await fresh.remove();
    }
  });
});
