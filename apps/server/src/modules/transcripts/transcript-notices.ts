import { DATE_FORMATS, formatDate } from '@portal/domain/dates/date-formats';
import type { TranscriptStatus } from '@portal/domain/coursework/transcript-request';
import { effectiveConfig } from '@portal/domain/tenant/effective-config';
import type { Executor } from '../../db/database';
import { brandedMail, noticeSender, type Notice } from '../../mail/branded-mail';
import { queueMail } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { findContacts } from '../users/find-contacts';

const TRANSCRIPTS_PAGE = '/account/transcripts';

/**
 * What a notice is about: a transcript request that moved, a prior credit decided, a review asked
 * or decided.
 */
export type CourseworkNotice =
  | {
      kind: 'transcript';
      status: Exclude<TranscriptStatus, 'CANCELLED'>;
      recipientName: string;
      courseNames: string[];
    }
  | { kind: 'prior-credit-granted'; courseName: string; message?: string | null }
  | { kind: 'prior-credit-denied'; courseName: string; message: string }
  | { kind: 'admissions-requested'; courseNames: string[] }
  | { kind: 'admissions-admitted'; message?: string | null }
  | { kind: 'admissions-declined'; message: string };

const TRANSCRIPT_WORDS: Record<
  Exclude<TranscriptStatus, 'CANCELLED'>,
  { subject: (to: string) => string; paragraph: (to: string) => string }
> = {
  REQUESTED: {
    subject: () => 'We received your transcript request',
    paragraph: (to) =>
      `We received your request to send your transcript to ${to}. We will write to you as it moves along.`,
  },
  SENT: {
    subject: (to) => `Your transcript was sent to ${to}`,
    paragraph: (to) => `Your official transcript is on its way to ${to}.`,
  },
  RECEIVED: {
    subject: (to) => `${to} received your transcript`,
    paragraph: (to) => `${to} confirmed that it received your transcript and is reviewing it.`,
  },
  POSTED: {
    subject: (to) => `${to} posted your credit`,
    paragraph: (to) =>
      `${to} has posted the credit from your transcript to your record there. Congratulations!`,
  },
};

/** What a coursework notice says, before the tenant's name and colours are put around it. */
export function courseworkNoticeText(
  notice: CourseworkNotice,
  firstName: string,
  at: Date,
): Notice {
  const greeting = `Hello ${firstName},`;
  const date: [string, string] = ['Date', formatDate(at, DATE_FORMATS.long)];
  if (notice.kind === 'admissions-requested') {
    return {
      subject: 'We received your request for an admissions review',
      greeting,
      paragraphs: [
        'The admissions office will review your completed courses and the transcripts you sent, and will contact you with its decision.',
      ],
      facts: [['Courses', notice.courseNames.join(', ')], date],
      action: { label: 'See your admissions checklist', path: TRANSCRIPTS_PAGE },
    };
  }
  if (notice.kind === 'admissions-admitted') {
    return {
      subject: 'You are admitted',
      greeting,
      paragraphs: [
        'The registrar reviewed your completed courses and the transcripts you sent: you are admitted. Congratulations!',
        ...(notice.message ? [`The registrar wrote: ${notice.message}`] : []),
      ],
      facts: [date],
      action: { label: 'See your admissions review', path: TRANSCRIPTS_PAGE },
    };
  }
  if (notice.kind === 'admissions-declined') {
    return {
      subject: 'Your admissions review: not admitted',
      greeting,
      paragraphs: [
        'The registrar reviewed your completed courses and the transcripts you sent, and could not admit you this time.',
        `The registrar wrote: ${notice.message}`,
      ],
      facts: [date],
      action: { label: 'See your admissions review', path: TRANSCRIPTS_PAGE },
    };
  }
  if (notice.kind === 'prior-credit-denied') {
    return {
      subject: `Prior credit not granted for ${notice.courseName}`,
      greeting,
      paragraphs: [
        `Your request for prior credit was reviewed: ${notice.courseName} was not credited, and it stays part of your program to take.`,
        `The registrar wrote: ${notice.message}`,
      ],
      facts: [['Course', notice.courseName], date],
      action: { label: 'See your transcripts and credit', path: TRANSCRIPTS_PAGE },
    };
  }
  if (notice.kind === 'prior-credit-granted') {
    return {
      subject: `Prior credit granted for ${notice.courseName}`,
      greeting,
      paragraphs: [
        `Your request for prior credit was reviewed: ${notice.courseName} now counts toward your program, and you do not need to take it.`,
        ...(notice.message ? [`The registrar wrote: ${notice.message}`] : []),
      ],
      facts: [['Course', notice.courseName], date],
      action: { label: 'See your transcripts and credit', path: TRANSCRIPTS_PAGE },
    };
  }
  const words = TRANSCRIPT_WORDS[notice.status];
  return {
    subject: words.subject(notice.recipientName),
    greeting,
    paragraphs: [words.paragraph(notice.recipientName)],
    facts: [['Courses', notice.courseNames.join(', ')], ['Recipient', notice.recipientName], date],
    action: { label: 'Follow your transcript', path: TRANSCRIPTS_PAGE },
  };
}

/** Queues the notice in the caller's transaction, in the tenant's name and colours. */
export async function queueCourseworkNotice(
  tx: Executor,
  options: {
    tenants: TenantRegistry;
    tenantId: string;
    userId: string;
    notice: CourseworkNotice;
    at: Date;
  },
): Promise<void> {
  const { tenantId, userId, at } = options;
  const tenant = options.tenants.get(tenantId);
  const contact = (await findContacts(tx, [userId])).get(userId);
  if (!tenant || !contact) return;
  const config = effectiveConfig(tenant.config, at);
  const mail = courseworkNoticeText(options.notice, contact.firstName, at);
  await queueMail(tx, {
    tenantId,
    userId,
    from: noticeSender(config),
    to: contact.email,
    subject: mail.subject,
    ...brandedMail(config, mail, (path) => options.tenants.siteUrl(tenantId, path)),
    now: at,
  });
}
