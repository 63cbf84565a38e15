import type { TranscriptStatus } from '@portal/domain/coursework/transcript-request';
import type { Executor } from '../../db/database';
import { COMMON_WORDS } from '../../i18n/common-words';
import type { Notice } from '../../mail/branded-mail';
import type { NoticeReader } from '../../mail/learner-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { queueLearnerNotice } from '../users/queue-learner-notice';
import { TRANSCRIPT_NOTICE_WORDS } from './transcript-notice-words';

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

/** What a coursework notice says, before the tenant's name and colours are put around it. */
export function courseworkNoticeText(
  notice: CourseworkNotice,
  reader: Pick<NoticeReader, 'language' | 'firstName'>,
  at: Date,
): Notice {
  const common = COMMON_WORDS[reader.language];
  const words = TRANSCRIPT_NOTICE_WORDS[reader.language];
  const { labels, actions } = words;
  const greeting = common.greeting(reader.firstName);
  const date: [string, string] = [labels.date, common.longDate(at)];
  const registrarWrote = (message?: string | null) =>
    message ? [words.registrarWrote(message)] : [];
  switch (notice.kind) {
    case 'admissions-requested':
      return {
        subject: words.admissionsRequested.subject,
        greeting,
        paragraphs: [words.admissionsRequested.paragraph],
        facts: [[labels.courses, notice.courseNames.join(', ')], date],
        action: { label: actions.checklist, path: TRANSCRIPTS_PAGE },
      };
    case 'admissions-admitted':
      return {
        subject: words.admitted.subject,
        greeting,
        paragraphs: [words.admitted.paragraph, ...registrarWrote(notice.message)],
        facts: [date],
        action: { label: actions.review, path: TRANSCRIPTS_PAGE },
      };
    case 'admissions-declined':
      return {
        subject: words.notAdmitted.subject,
        greeting,
        paragraphs: [words.notAdmitted.paragraph, ...registrarWrote(notice.message)],
        facts: [date],
        action: { label: actions.review, path: TRANSCRIPTS_PAGE },
      };
    case 'prior-credit-denied':
    case 'prior-credit-granted': {
      const decided =
        notice.kind === 'prior-credit-granted' ? words.priorCreditGranted : words.priorCreditDenied;
      return {
        subject: decided.subject(notice.courseName),
        greeting,
        paragraphs: [decided.paragraph(notice.courseName), ...registrarWrote(notice.message)],
        facts: [[labels.course, notice.courseName], date],
        action: { label: actions.credit, path: TRANSCRIPTS_PAGE },
      };
    }
    case 'transcript': {
      const moved = words.transcript[notice.status];
      return {
        subject: moved.subject(notice.recipientName),
        greeting,
        paragraphs: [moved.paragraph(notice.recipientName)],
        facts: [
          [labels.courses, notice.courseNames.join(', ')],
          [labels.recipient, notice.recipientName],
          date,
        ],
        action: { label: actions.follow, path: TRANSCRIPTS_PAGE },
      };
    }
  }
}

/** Queues the notice in the caller's transaction, in the learner's language and the tenant's name and colours. */
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
  await queueLearnerNotice(tx, {
    tenants: options.tenants,
    owner: { tenantId, userId },
    at,
    notice: (reader) => courseworkNoticeText(options.notice, reader, at),
  });
}
