import { ROUTE_PATHS } from '@portal/domain/permissions/route-paths';
import { effectiveConfig } from '@portal/domain/tenant/effective-config';
import type { Executor } from '../../db/database';
import { brandedMail, noticeSender, type Notice } from '../../mail/branded-mail';
import { queueMail } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { findContacts } from '../users/find-contacts';
import type { SupportConversationRow } from './support-queries';

/** The student's page of one conversation, where they read the reply and answer it. */
export const conversationPagePath = (conversationId: number) =>
  ROUTE_PATHS.supportConversation.replace(':conversationId', String(conversationId));

/** The mail that carries a staff reply: the reply's text in full, and the way back to answer. */
export function supportReplyNotice(options: {
  firstName: string;
  subject: string;
  staffName: string;
  body: string;
  conversationId: number;
}): Notice {
  return {
    subject: `Re: ${options.subject}`,
    greeting: `Hello ${options.firstName},`,
    paragraphs: [
      `${options.staffName} from the support team answered your request “${options.subject}”:`,
      ...options.body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
      'You can read the whole conversation and answer it in your account.',
    ],
    action: { label: 'Read and answer', path: conversationPagePath(options.conversationId) },
  };
}

/**
 * Queues the reply's mail to the student in the caller's transaction: the outbox sends it after
 * the commit, so the reply is saved whether or not mail goes out.
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
  const tenant = options.tenants.get(conversation.tenantId);
  const contact = (await findContacts(tx, [conversation.userId])).get(conversation.userId);
  if (!tenant || !contact) return;
  const config = effectiveConfig(tenant.config, now);
  const notice = supportReplyNotice({
    firstName: contact.firstName,
    subject: conversation.subject,
    staffName: options.staffName,
    body: options.body,
    conversationId: conversation.id,
  });
  await queueMail(tx, {
    tenantId: conversation.tenantId,
    userId: conversation.userId,
    from: noticeSender(config),
    to: contact.email,
    subject: notice.subject,
    ...brandedMail(config, notice, (path) => options.tenants.siteUrl(conversation.tenantId, path)),
    now,
  });
}
