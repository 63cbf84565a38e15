// One measurement for the jobs section: no-op jobs per second through the job runner (pg-boss on
// the app's database) and, on the same database in the same process, the floor: the same number
// of plain INSERT + UPDATE ... SKIP LOCKED round trips, a producer and a consumer at once. The
// database is a fresh PGlite store on disk (as the portal opens DATA_DIR) or, given a URL, a
// PostgreSQL database. Prints JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { systemClock } from '../apps/server/src/clock';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { queryRows } from '../apps/server/src/db/query-rows';
import { chooseJobRunner } from '../apps/server/src/jobs/choose-job-runner';

const [jobsArg, url] = process.argv.slice(2);
const JOBS = Number(jobsArg);
const silent = { error: (details: object, message: string) => console.error(message, details) };

async function runner(database: DatabaseHandle): Promise<number> {
  const jobs = chooseJobRunner({ database, clock: systemClock, tickMs: 3_600_000 });
  let done = 0;
  let finished!: () => void;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  jobs.define({
    name: 'bench-noop',
    async handler() {
      done += 1;
      if (done === JOBS) finished();
    },
  });
  await jobs.start(silent);
  const started = performance.now();
  for (let i = 0; i < JOBS; i++) await jobs.send('bench-noop', { i });
  await allDone;
  const seconds = (performance.now() - started) / 1000;
  await jobs.stop();
  return JOBS / seconds;
}

async function floor(database: DatabaseHandle): Promise<number> {
  const { db } = database;
  await db.execute(
    sql`create table bench_jobs (id bigserial primary key, state text not null, data jsonb)`,
  );
  await db.execute(sql`create index bench_jobs_created on bench_jobs (id) where state = 'created'`);
  const started = performance.now();
  const produce = async () => {
    for (let i = 0; i < JOBS; i++) {
      await db.execute(
        sql`insert into bench_jobs (state, data) values ('created', ${JSON.stringify({ i })})`,
      );
    }
  };
  const consume = async () => {
    let taken = 0;
    while (taken < JOBS) {
      const rows = await queryRows(
        db,
        sql`update bench_jobs set state = 'done' where id = (
              select id from bench_jobs where state = 'created' order by id limit 1
              for update skip locked)
            returning id`,
      );
      taken += rows.length;
    }
  };
  await Promise.all([produce(), consume()]);
  return JOBS / ((performance.now() - started) / 1000);
}

const dataDir = url ? undefined : await mkdtemp(path.join(tmpdir(), 'portal-bench-jobs-'));
const database = await openDatabase(url ? { url } : { dataDir: dataDir! });
try {
  await migrateDatabase(database);
  const floorPerSecond = await floor(database);
  const runnerPerSecond = await runner(database);
  console.log(JSON.stringify({ jobs: JOBS, floorPerSecond, runnerPerSecond }));
} finally {
  await database.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
