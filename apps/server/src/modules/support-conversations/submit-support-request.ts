import type { SupportRequest } from '@portal/domain/validation/forms';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { supportQueries } from './support-queries';

/**
 * Records a signed-in student's support request (docs/support.md): a new conversation, open and
 * unassigned, whose first message is the request's text.
 */
export async function submitSupportRequest(options: {
  db: Database;
  clock: Clock;
  tenantId: string;
  userId: string;
  request: SupportRequest;
}): Promise<{ conversationId: number }> {
  const { db, tenantId, userId, request } = options;
  const now = options.clock.now();
  return db.transaction(async (tx) => {
    const conversation = await supportQueries.insertConversation(tx, {
      tenantId,
      userId,
      ...request,
      now,
    });
    await supportQueries.insertMessage(tx, {
      conversationId: conversation.id,
      tenantId,
      author: 'student',
      body: request.message,
      now,
    });
    return { conversationId: conversation.id };
  });
}
