import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobDefinition, JobRunner } from '../jobs/job-runner';
import { mailboxRoutes } from './mailbox-routes';
import { queueMailJob } from './queue-mail-job';
import { sendMailJob } from './send-mail-job';

export interface MailOptions {
  /** An SMTP server (smtp:// or smtps://, credentials in the URL); unset: the local mailbox. */
  smtpUrl?: string;
  /** The first retry's delay after an SMTP failure; tests shorten it. */
  retryDelaySeconds?: number;
}

/**
 * The one place that chooses how the mail outbox leaves (CODE_STYLE.md: infrastructure chosen once,
 * with a local default): through SMTP by jobs when SMTP_URL is set, or not at all, kept for the
 * local mailbox page. Answers the jobs to run.
 */
export async function chooseMailDelivery(
  app: FastifyInstance,
  options: MailOptions & { db: Database; clock: Clock; jobs?: JobRunner },
): Promise<JobDefinition[]> {
  const { db, clock, jobs, smtpUrl } = options;
  if (!smtpUrl) {
    await app.register(mailboxRoutes, { db });
    return [];
  }
  if (!jobs) return [];
  return [
    queueMailJob({ db, jobs }),
    sendMailJob({ db, clock, smtpUrl, retryDelaySeconds: options.retryDelaySeconds }),
  ];
}
