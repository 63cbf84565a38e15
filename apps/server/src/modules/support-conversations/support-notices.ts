import { ROUTE_PATHS } from '@portal/domain/permissions/route-paths';
import { effectiveConfig } from '@portal/domain/tenant/effective-config';
import type { Executor } from '../../db/database';
import { COMMON_WORDS } from '../../i18n/common-words';
import { brandedMail, noticeSender, STAFF_LANGUAGE, type Notice } from '../../mail/branded-mail';
import type { NoticeReader } from '../../mail/learner-mail';
import { queueMail } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { staffMailContact } from '../staff-auth/find-staff-members';
import { queueLearnerNotice } from '../users/queue-learner-notice';
import { SUPPORT_REPLY_WORDS } from './support-notice-words';
import type { SupportConversationRow } from './support-queries';

/** The student's page of one conversation, where they read the reply and answer it. */
export const conversationPagePath = (conversationId: number) =>
  ROUTE_PATHS.supportConversation.replace(':conversationId', String(conversationId));

/** The mail that carries a staff reply: the reply's text in full, and the way back to answer. */
export function supportReplyNotice(
  reader: NoticeReader,
  reply: { subject: string; staffName: string; body: string; conversationId: number },
): Notice {
  const words = SUPPORT_REPLY_WORDS[reader.language];
  return {
    subject: `Re: ${reply.subject}`,
    greeting: COMMON_WORDS[reader.language].greeting(reader.firstName),
    paragraphs: [
      words.answered(reply.staffName, reply.subject),
      ...reply.body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
      words.readInAccount,
    ],
    action: { label: words.readAndAnswer, path: conversationPagePath(reply.conversationId) },
  };
}

/**
 * Queues the reply's mail to the student, in their language, in the caller's transaction: the
 * outbox sends it after the commit, so the reply is saved whether or not mail goes out.
 */
export async function queueSupportReplyMail(
  tx: Executor,
  options: {
    tenants: TenantRegistry;
    conversation: SupportConversationRow;
    staffName: string;
    body: string;
    now: Date;
  },
): Promise<void> {
  const { conversation, now } = options;
  await queueLearnerNotice(tx, {
    tenants: options.tenants,
    owner: { tenantId: conversation.tenantId, userId: conversation.userId },
    at: now,
    notice: (reader) =>
      supportReplyNotice(reader, {
        subject: conversation.subject,
        staffName: options.staffName,
        body: options.body,
        conversationId: conversation.id,
      }),
  });
}

/**
 * The mail that tells the assigned member a student answered. It names the conversation by number
 * and tenant only: what the student wrote stays in the console, behind the member's sign-in.
 */
export function studentAnsweredNotice(options: {
  staffName: string;
  tenantName: string;
  conversationId: number;
}): Notice {
  return {
    subject: `A student answered support conversation #${options.conversationId}`,
    greeting: `Hello ${options.staffName},`,
    paragraphs: [
      `A student of ${options.tenantName} answered support conversation #${options.conversationId}, which is assigned to you. It is open again in the support inbox.`,
    ],
    action: {
      label: 'Open the conversation',
      path: ROUTE_PATHS.staffSupportConversation.replace(
        ':conversationId',
        String(options.conversationId),
      ),
    },
  };
}

/**
 * Queues the mail to the conversation's assignee, if it has one who is still enabled, in the
 * caller's transaction (the outbox is in the database: the answer is saved whatever becomes of
 * the mail). An unassigned conversation is seen in the inbox, where it is open again.
 */
export async function queueStudentAnsweredMail(
  tx: Executor,
  options: { tenants: TenantRegistry; conversation: SupportConversationRow; now: Date },
): Promise<void> {
  const { conversation, now } = options;
  if (!conversation.assigneeStaffId) return;
  const tenant = options.tenants.get(conversation.tenantId);
  const member = await staffMailContact(tx, conversation.assigneeStaffId);
  if (!tenant || !member) return;
  const config = effectiveConfig(tenant.config, now);
  const notice = studentAnsweredNotice({
    staffName: member.name,
    tenantName: config.name,
    conversationId: conversation.id,
  });
  await queueMail(tx, {
    tenantId: conversation.tenantId,
    from: noticeSender(config),
    to: member.email,
    subject: notice.subject,
    ...brandedMail(
      config,
      notice,
      (path) => options.tenants.siteUrl(conversation.tenantId, path),
      STAFF_LANGUAGE,
    ),
    now,
  });
}
