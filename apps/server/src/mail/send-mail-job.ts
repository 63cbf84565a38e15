import type { Transporter } from 'nodemailer';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-runner';
import { mailQueries } from './mail-queries';

/** Tries per message: about an hour of SMTP trouble, with the delay doubling from 30 s. */
export const MAIL_TRIES = 8;

export interface SendMailData {
  mailId: number;
}

/**
 * Sends one message of the mail outbox through SMTP (SMTP_URL), with the bytes built when it was
 * queued. A refusal or a network failure is recorded on the message and the job tries again with a
 * growing delay; after MAIL_TRIES tries the message is `failed`. A process that dies after the server
 * accepted the message and before it is marked sent sends it again (the same Message-ID).
 */
export function sendMailJob(options: {
  db: Database;
  clock: Clock;
  smtpUrl: string;
  /** The first retry's delay; tests shorten it. */
  retryDelaySeconds?: number;
}): JobDefinition<SendMailData> {
  const { db, clock } = options;
  // nodemailer is loaded with the first message to send, not by an idle portal.
  let smtp: Promise<Transporter> | undefined;
  const smtpOf = () =>
    (smtp ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options.smtpUrl),
    ));
  return {
    name: 'send-mail',
    retry: { limit: MAIL_TRIES - 1, delaySeconds: options.retryDelaySeconds ?? 30 },
    async handler({ mailId }) {
      const mail = await mailQueries.find(db, mailId);
      // Sent already (a job that ran twice), or failed for good.
      if (!mail || mail.status === 'sent' || mail.status === 'failed') return;
      try {
        await (
          await smtpOf()
        ).sendMail({
          envelope: { from: mail.sender, to: mail.recipients },
          raw: mail.raw,
        });
      } catch (error) {
        await mailQueries.recordFailure(db, mailId, (error as Error).message, MAIL_TRIES);
        // The SMTP server's words may name the recipient: they stay on the message, out of logs.
        const code = (error as { responseCode?: number; code?: string }).responseCode;
        throw new Error(
          `SMTP did not take mail ${mailId} (${code ?? (error as { code?: string }).code ?? 'no code'})`,
        );
      }
      await mailQueries.markSent(db, mailId, clock.now());
    },
  };
}
