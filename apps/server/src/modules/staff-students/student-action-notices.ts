import { ROUTE_PATHS } from '@portal/domain/permissions/route-paths';
import { DATE_FORMATS, formatDate } from '@portal/domain/dates/date-formats';
import { formatMoney } from '@portal/domain/money/format-money';
import { effectiveConfig } from '@portal/domain/tenant/effective-config';
import type { Executor } from '../../db/database';
import { brandedMail, noticeSender, type Notice } from '../../mail/branded-mail';
import { queueMail } from '../../mail/queue-mail';
import { paymentMethodText } from '../../receipts/payment-method-text';
import type { ReceiptDocument } from '../../receipts/receipt-document';
import { BILLING_PAGE } from '../billing/billing-notices';
import type { TenantRegistry } from '../../tenancy/tenant-registry';

/** The mails a staff action sends the student (docs/staff-console.md "Acting on a student"). */
export type StudentActionNotice =
  | { kind: 'sessions-ended' }
  /** To the address the student has now: what their details read after the correction. */
  | { kind: 'profile-corrected'; facts: [string, string][] }
  /** To the address the student had, when it changed. */
  | { kind: 'email-changed'; newEmail: string }
  /** Access now ends at the start of `until`, later than it did. */
  | { kind: 'access-extended'; until: Date }
  /** Access ended (`at` is now) or ends at the start of a later day. */
  | { kind: 'access-ended'; at: Date; now: boolean }
  /** A course withdrawn by staff, or brought back. */
  | { kind: 'course-withdrawn' | 'course-reopened'; courseName: string }
  /** The receipt of a paid order, its facts as the PDF prints them. */
  | { kind: 'receipt'; receipt: ReceiptDocument };

const IF_NOT_YOU = 'If you did not ask for this, call us.';

/** What a notice says, before the tenant's name and colours are put around it. */
export function studentActionNoticeText(
  notice: StudentActionNotice,
  firstName: string,
  tenantName: string,
): Notice {
  const greeting = `Hello ${firstName},`;
  switch (notice.kind) {
    case 'sessions-ended':
      return {
        subject: `You were signed out of ${tenantName}`,
        greeting,
        paragraphs: [
          `Our support team signed your ${tenantName} account out on every device. Sign in again with your e-mail and password to go on.`,
          'If you did not ask for this, choose a new password and call us.',
        ],
        action: { label: 'Sign in', path: ROUTE_PATHS.login },
      };
    case 'profile-corrected':
      return {
        subject: `Your ${tenantName} details were updated`,
        greeting,
        paragraphs: [
          `Our support team corrected the details of your ${tenantName} account. They now read:`,
          IF_NOT_YOU,
        ],
        facts: notice.facts,
        action: { label: 'Sign in', path: ROUTE_PATHS.login },
      };
    case 'email-changed':
      return {
        subject: `Your ${tenantName} e-mail address was changed`,
        greeting,
        paragraphs: [
          `Our support team changed the e-mail address of your ${tenantName} account to ${notice.newEmail}. You sign in with that address from now on, and our mail goes there.`,
          IF_NOT_YOU,
        ],
      };
    case 'access-extended':
      return {
        subject: `Your ${tenantName} access was extended`,
        greeting,
        paragraphs: [
          `Our support team extended your access to ${tenantName}. It now runs until ${formatDate(notice.until, DATE_FORMATS.long)}.`,
        ],
        action: { label: 'Go to your dashboard', path: ROUTE_PATHS.dashboard },
      };
    case 'access-ended':
      return {
        subject: `Your ${tenantName} access ${notice.now ? 'has ended' : 'will end'}`,
        greeting,
        paragraphs: [
          notice.now
            ? `Our support team ended your access to ${tenantName} today.`
            : `Our support team set your access to ${tenantName} to end on ${formatDate(notice.at, DATE_FORMATS.long)}.`,
          'If you did not expect this, call us.',
        ],
      };
    case 'course-withdrawn':
      return {
        subject: `You were withdrawn from ${notice.courseName}`,
        greeting,
        paragraphs: [
          `Our support team withdrew you from ${notice.courseName} at ${tenantName}. It no longer counts toward your course load, and your dashboard lists it under Removed.`,
          'If you did not expect this, call us.',
        ],
        action: { label: 'Go to your dashboard', path: ROUTE_PATHS.dashboard },
      };
    case 'course-reopened':
      return {
        subject: `${notice.courseName} is open to you again`,
        greeting,
        paragraphs: [
          `Our support team re-opened ${notice.courseName} for you at ${tenantName}. Your progress and grade are as you left them.`,
        ],
        action: { label: 'Go to your dashboard', path: ROUTE_PATHS.dashboard },
      };
    case 'receipt': {
      const { receipt } = notice;
      return {
        subject: `Your receipt from ${tenantName}`,
        greeting,
        paragraphs: [
          `As you asked our support team, here is the receipt of your payment to ${tenantName}. Its PDF is in your payment history.`,
        ],
        facts: [
          ...(receipt.orderNumber ? [['Order', receipt.orderNumber] as [string, string]] : []),
          ...receipt.items.map((item): [string, string] => [
            item.name,
            formatMoney(item.amountCents),
          ]),
          ['Total', formatMoney(receipt.totalCents)],
          ['Date', formatDate(receipt.transactionDate, DATE_FORMATS.long)],
          ['Paid with', paymentMethodText(receipt.paymentMethod)],
          ['Transaction ID', receipt.transactionId],
        ],
        action: { label: 'Download the receipt (PDF)', path: BILLING_PAGE },
      };
    }
  }
}

/** Writes the notice's mail to the mail outbox in the action's transaction. */
export async function queueStudentActionNotice(
  tx: Executor,
  options: {
    tenants: TenantRegistry;
    student: { id: string; tenantId: string; firstName: string; email: string };
    notice: StudentActionNotice;
    now: Date;
  },
): Promise<void> {
  const { student, now } = options;
  const tenant = options.tenants.get(student.tenantId);
  if (!tenant) return;
  const config = effectiveConfig(tenant.config, now);
  const text = studentActionNoticeText(options.notice, student.firstName, config.name);
  await queueMail(tx, {
    tenantId: student.tenantId,
    userId: student.id,
    from: noticeSender(config),
    to: student.email,
    subject: text.subject,
    ...brandedMail(config, text, (path) => options.tenants.siteUrl(student.tenantId, path)),
    now,
  });
}
