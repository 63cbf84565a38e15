import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/database';
import type { JobRunner } from './job-runner';
import { createPgBossRunner, type PgBossRunnerOptions } from './pg-boss-runner';
import { pgliteSql } from './pglite-sql';

/**
 * The one place that builds the job runner (CODE_STYLE.md: infrastructure chosen once): pg-boss on the
 * app's own database, through PGlite's one connection or the PostgreSQL pool.
 */
export function chooseJobRunner(
  options: { database: DatabaseHandle; clock: Clock } & Pick<
    PgBossRunnerOptions,
    'tickMs' | 'pollingIntervalSeconds' | 'stopTimeoutMs'
  >,
): JobRunner {
  const { database, ...rest } = options;
  const db =
    database.kind === 'pglite'
      ? pgliteSql(database.client)
      : { executeSql: (text: string, values?: unknown[]) => database.client.query(text, values) };
  return createPgBossRunner({ db, ...rest });
}
