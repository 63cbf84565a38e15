import type { NamedInSpanish } from '@portal/domain/catalog/catalog-api';
import { fieldIn } from '@portal/domain/content/written-in';
import type { Language } from '@portal/domain/i18n/languages';
import { ROUTE_PATHS } from '@portal/domain/permissions/route-paths';
import { formatMoney } from '@portal/domain/money/format-money';
import type { Executor } from '../../db/database';
import { COMMON_WORDS } from '../../i18n/common-words';
import type { Notice } from '../../mail/branded-mail';
import { learnerMail, type NoticeReader } from '../../mail/learner-mail';
import { queueMail } from '../../mail/queue-mail';
import type { ReceiptDocument } from '../../receipts/receipt-document';
import { itemText, paymentMethodText } from '../../receipts/receipt-words';
import { BILLING_PAGE } from '../billing/billing-notices';
import type { ContactDetails } from '../users/correct-contact-details';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { STUDENT_ACTION_NOTICE_WORDS } from './student-action-notice-words';

/** The mails a staff action sends the student (docs/staff-console.md "Acting on a student"). */
export type StudentActionNotice =
  | { kind: 'sessions-ended' }
  /** To the address the student has now: what the changed details read after the correction. */
  | { kind: 'profile-corrected'; changes: Partial<ContactDetails> }
  /** To the address the student had, when it changed. */
  | { kind: 'email-changed'; newEmail: string }
  /** Access now ends at the start of `until`, later than it did. */
  | { kind: 'access-extended'; until: Date }
  /** Access ended (`at` is now) or ends at the start of a later day. */
  | { kind: 'access-ended'; at: Date; now: boolean }
  /** A course withdrawn by staff, or brought back. */
  | { kind: 'course-withdrawn' | 'course-reopened'; course: NamedInSpanish }
  /** The receipt of a paid order, its facts as the PDF prints them. */
  | { kind: 'receipt'; receipt: ReceiptDocument };

/** What a notice says, before the tenant's name and colours are put around it. */
export function studentActionNoticeText(notice: StudentActionNotice, reader: NoticeReader): Notice {
  const { language, tenantName } = reader;
  const common = COMMON_WORDS[language];
  const words = STUDENT_ACTION_NOTICE_WORDS[language];
  const greeting = common.greeting(reader.firstName);
  switch (notice.kind) {
    case 'sessions-ended':
      return {
        subject: words.sessionsEnded.subject(tenantName),
        greeting,
        paragraphs: [words.sessionsEnded.done(tenantName), words.sessionsEnded.notYou],
        action: { label: words.signIn, path: ROUTE_PATHS.login },
      };
    case 'profile-corrected': {
      const { labels, none } = words.profileCorrected;
      return {
        subject: words.profileCorrected.subject(tenantName),
        greeting,
        paragraphs: [words.profileCorrected.done(tenantName), words.ifNotYou],
        facts: Object.entries(notice.changes).map(([field, value]): [string, string] => [
          labels[field as keyof ContactDetails],
          Array.isArray(value) ? value.join(', ') || none : String(value),
        ]),
        action: { label: words.signIn, path: ROUTE_PATHS.login },
      };
    }
    case 'email-changed':
      return {
        subject: words.emailChanged.subject(tenantName),
        greeting,
        paragraphs: [words.emailChanged.done(tenantName, notice.newEmail), words.ifNotYou],
      };
    case 'access-extended':
      return {
        subject: words.accessExtended.subject(tenantName),
        greeting,
        paragraphs: [words.accessExtended.done(tenantName, common.longDate(notice.until))],
        action: { label: words.toDashboard, path: ROUTE_PATHS.dashboard },
      };
    case 'access-ended':
      return {
        subject: words.accessEnded.subject(tenantName, notice.now),
        greeting,
        paragraphs: [
          notice.now
            ? words.accessEnded.today(tenantName)
            : words.accessEnded.on(tenantName, common.longDate(notice.at)),
          words.notExpected,
        ],
      };
    case 'course-withdrawn': {
      const course = fieldIn(notice.course, 'name', language).text;
      return {
        subject: words.courseWithdrawn.subject(course),
        greeting,
        paragraphs: [words.courseWithdrawn.done(course, tenantName), words.notExpected],
        action: { label: words.toDashboard, path: ROUTE_PATHS.dashboard },
      };
    }
    case 'course-reopened': {
      const course = fieldIn(notice.course, 'name', language).text;
      return {
        subject: words.courseReopened.subject(course),
        greeting,
        paragraphs: [words.courseReopened.done(course, tenantName)],
        action: { label: words.toDashboard, path: ROUTE_PATHS.dashboard },
      };
    }
    case 'receipt': {
      const { receipt } = notice;
      const said = words.receipt;
      return {
        subject: said.subject(tenantName),
        greeting,
        paragraphs: [said.asAsked(tenantName)],
        facts: [
          ...(receipt.orderNumber ? [[said.order, receipt.orderNumber] as [string, string]] : []),
          ...receipt.items.map((item): [string, string] => [
            itemText(item, language),
            formatMoney(item.amountCents),
          ]),
          [said.total, formatMoney(receipt.totalCents)],
          [said.date, common.longDate(receipt.transactionDate)],
          [said.paidWith, paymentMethodText(receipt.paymentMethod, language)],
          [said.transactionId, receipt.transactionId],
        ],
        action: { label: said.download, path: BILLING_PAGE },
      };
    }
  }
}

/** Writes the notice's mail, in the student's language, to the mail outbox in the action's transaction. */
export async function queueStudentActionNotice(
  tx: Executor,
  options: {
    tenants: TenantRegistry;
    student: {
      id: string;
      tenantId: string;
      firstName: string;
      email: string;
      language: Language | null;
    };
    notice: StudentActionNotice;
    now: Date;
  },
): Promise<void> {
  const { student, now } = options;
  const mail = learnerMail({
    tenants: options.tenants,
    learner: { ...student, userId: student.id },
    at: now,
    notice: (reader) => studentActionNoticeText(options.notice, reader),
  });
  if (mail) await queueMail(tx, mail);
}
