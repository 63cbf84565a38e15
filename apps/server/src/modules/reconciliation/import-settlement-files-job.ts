import { daysToImport, type SettlementGateway } from '@portal/domain/ledger/reconciliation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import { importSettlementDay, type SettlementFileSource } from './import-settlement-day';
import { reconciliationQueries } from './reconciliation-queries';

/** The UTC day before `at`, 'YYYY-MM-DD'. */
export function dayBefore(at: Date): string {
  return new Date(at.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * Imports yesterday's settlement file of each gateway that publishes one, daily at 02:00 UTC:
 * after the card batch closes at midnight and its settlements are recorded at 00:30
 * (docs/reconciliation.md), and the files of the days before it that no night imported (a server
 * down), up to a week back (`daysToImport`). A file that cannot be read fails the run (retried
 * twice); a day imported already is left as it is.
 */
export function importSettlementFilesJob(options: {
  db: Database;
  clock: Clock;
  files: Partial<Record<SettlementGateway, SettlementFileSource>>;
}): JobDefinition {
  const { db, clock, files } = options;
  return {
    name: 'import-settlement-files',
    cron: '0 2 * * *',
    retry: { limit: 2, delaySeconds: 300 },
    handler: async () => {
      const yesterday = dayBefore(clock.now());
      for (const [gateway, readFile] of Object.entries(files)) {
        const last = await reconciliationQueries.lastImportedDay(db, gateway);
        for (const day of daysToImport(last, yesterday)) {
          await importSettlementDay({
            db,
            clock,
            gateway: gateway as SettlementGateway,
            day,
            readFile: readFile!,
          });
        }
      }
    },
  };
}
