import type { SupportConversation } from '@portal/domain/support/support-conversation';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { memberTenants } from './member-tenants';
import { auditedState, auditSupportChange, type SupportActor } from './support-audit';
import { announceSupportConversation } from './support-events';
import { supportQueries } from './support-queries';
import { loadStaffConversation } from './support-views';

/**
 * Closes a conversation, or opens a closed one again (back to the desk: open). Closing a closed
 * one, or re-opening one that is not closed, changes nothing and writes nothing. Audited; the
 * student's open pages are told.
 */
export async function changeSupportStatus(options: {
  db: Database;
  actor: SupportActor;
  conversationId: number;
  change: 'close' | 'reopen';
}): Promise<SupportConversation> {
  const { db, actor, change } = options;
  return db.transaction(async (tx) => {
    const before = await supportQueries.lockConversation(
      tx,
      options.conversationId,
      memberTenants(actor.member.scope),
    );
    if (!before) throw new AppError('NOT_FOUND');
    const unchanged = change === 'close' ? before.status === 'closed' : before.status !== 'closed';
    if (unchanged) return loadStaffConversation(tx, before);
    const after = await supportQueries.update(tx, before.id, {
      status: change === 'close' ? 'closed' : 'open',
    });
    await auditSupportChange(tx, actor, {
      action: change === 'close' ? 'support_conversation.closed' : 'support_conversation.reopened',
      conversation: after,
      before: auditedState(before),
      after: auditedState(after),
    });
    await announceSupportConversation(tx, after, { staffReplied: false, now: actor.now });
    return loadStaffConversation(tx, after);
  });
}
