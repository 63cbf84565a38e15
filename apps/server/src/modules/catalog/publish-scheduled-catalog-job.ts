import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import type { CatalogPublished } from './publish-catalog-draft';
import type { OfferedPrograms } from './catalog-draft-problems';
import { publishScheduledDrafts } from './publish-scheduled-drafts';

export const PUBLISH_SCHEDULED_CATALOG_JOB = 'publish-scheduled-catalog';

/**
 * Every minute, the scheduled catalog drafts whose time has come are published
 * (docs/catalog-editing.md). Each minute's slot is queued once whatever the number of instances,
 * and each draft is taken locked, so a draft is published once.
 */
export function publishScheduledCatalogJob(options: {
  db: Database;
  clock: Clock;
  published: CatalogPublished;
  offered: OfferedPrograms;
}): JobDefinition {
  return {
    name: PUBLISH_SCHEDULED_CATALOG_JOB,
    cron: '* * * * *',
    retry: { limit: 2, delaySeconds: 20 },
    async handler() {
      await publishScheduledDrafts(options);
    },
  };
}
