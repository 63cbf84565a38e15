import {
  statusAfterMessage,
  type SupportConversation,
} from '@portal/domain/support/support-conversation';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { memberTenants } from './member-tenants';
import { auditedState, auditSupportChange, type SupportActor } from './support-audit';
import { announceSupportConversation } from './support-events';
import { queueSupportReplyMail } from './support-notices';
import { supportQueries } from './support-queries';
import { loadStaffConversation } from './support-views';

/**
 * A member's reply (docs/staff-console.md "Support conversations"): saved as the next message,
 * the turn passes to the student (waiting on the student, a closed conversation too), and, in
 * the same transaction, the audit entry, the mail to the student (through the mail outbox) and the
 * live event for their open pages. The conversation's row is locked first, so two replies at once
 * both land, one after the other, in the order they took the lock.
 */
export async function replyToSupportConversation(options: {
  db: Database;
  tenants: TenantRegistry;
  actor: SupportActor;
  conversationId: number;
  body: string;
}): Promise<SupportConversation> {
  const { db, actor, body } = options;
  return db.transaction(async (tx) => {
    const before = await supportQueries.lockConversation(
      tx,
      options.conversationId,
      memberTenants(actor.member.scope),
    );
    if (!before) throw new AppError('NOT_FOUND');
    const message = await supportQueries.insertMessage(tx, {
      conversationId: before.id,
      tenantId: before.tenantId,
      author: 'staff',
      staffId: actor.member.id,
      staffName: actor.member.name,
      body,
      now: actor.now,
    });
    const after = await supportQueries.update(tx, before.id, {
      status: statusAfterMessage('staff'),
      lastMessageAt: actor.now,
    });
    await auditSupportChange(tx, actor, {
      action: 'support_conversation.replied',
      conversation: after,
      before: auditedState(before),
      after: { ...auditedState(after), messageId: message.id },
    });
    await queueSupportReplyMail(tx, {
      tenants: options.tenants,
      conversation: after,
      staffName: actor.member.name,
      body,
      now: actor.now,
    });
    await announceSupportConversation(tx, after, { staffReplied: true, now: actor.now });
    return loadStaffConversation(tx, after);
  });
}
