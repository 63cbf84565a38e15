import type { Executor } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import type { SupportConversationRow } from './support-queries';

/**
 * Tells the student's open pages that a conversation changed (docs/support.md), in the transaction
 * that changed it; the page reloads the conversation and the list.
 */
export function announceSupportConversation(
  tx: Executor,
  conversation: SupportConversationRow,
  options: { staffReplied: boolean; now: Date },
) {
  return outboxQueries.write(tx, {
    tenantId: conversation.tenantId,
    userId: conversation.userId,
    subject: 'supportConversationEntity',
    payload: { conversationId: conversation.id, staffReplied: options.staffReplied },
    now: options.now,
  });
}
