import type { Transporter } from 'nodemailer';
import type { Executor } from '../db/database';
import { mailQueries } from './mail-queries';

export interface OutgoingMail {
  tenantId: string;
  /** The account the message is about, when there is one. */
  userId?: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a school's learners CSV), built into its stored bytes. */
  attachments?: { filename: string; content: string; contentType: string }[];
  now: Date;
}

// Builds the message without sending it: the raw bytes are stored and replayed through SMTP later.
// nodemailer is loaded with the first message, not by an idle portal.
let composer: Promise<Transporter> | undefined;
const composerOf = () =>
  (composer ??= import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }),
  ));

/**
 * The message as it leaves: its headers and the text, with the HTML as an alternative part
 * (multipart/alternative) when there is one, and its attachments (multipart/mixed).
 */
export async function composeMail(mail: OutgoingMail) {
  return (await composerOf()).sendMail({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    date: mail.now,
  });
}

/**
 * Writes a message to the mail outbox in the caller's transaction, so that it exists exactly when
 * the change that causes it commits. It is sent by the send-mail job when SMTP_URL is set, and
 * shown by the local mailbox otherwise (docs/decisions/0011-mail.md).
 */
export async function queueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await queueMails(tx, [mail]);
}

/** Several messages in one insert (a billing run's batch), each built as `queueMail` builds it. */
export async function queueMails(tx: Executor, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const rows = await Promise.all(
    mails.map(async (mail) => {
      const built = await composeMail(mail);
      return {
        tenantId: mail.tenantId,
        userId: mail.userId,
        sender: built.envelope.from || mail.from,
        recipients: built.envelope.to,
        subject: mail.subject,
        textBody: mail.text,
        raw: (built.message as Buffer).toString('utf8'),
        createdAt: mail.now,
      };
    }),
  );
  await mailQueries.insertMany(tx, rows);
}
