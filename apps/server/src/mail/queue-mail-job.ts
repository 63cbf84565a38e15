import type { Database } from '../db/database';
import type { JobDefinition, JobRunner } from '../jobs/job-runner';
import { mailQueries } from './mail-queries';
import type { SendMailData } from './send-mail-job';

/** Messages handed to the sender per run; the next run takes the rest. */
const BATCH = 100;

/**
 * Every 10 s, gives each new message its own send-mail job, keyed by the message, so it is
 * sent (and retried) once whichever instance runs this and however often. Messages are found in
 * the table rather than sent a job by the transaction that wrote them: the job queue cannot join
 * that transaction, and a job sent before the commit could run before the message is visible.
 */
export function queueMailJob(options: { db: Database; jobs: JobRunner }): JobDefinition {
  const { db, jobs } = options;
  return {
    name: 'queue-mail',
    cron: '*/10 * * * * *',
    async handler() {
      for (const mailId of await mailQueries.waitingIds(db, BATCH)) {
        // Sent again after a crash between these two lines, the key drops the second job.
        await jobs.send('send-mail', { mailId } satisfies SendMailData, { key: `mail:${mailId}` });
        await mailQueries.markQueued(db, mailId);
      }
    },
  };
}
