import {
  statusAfterMessage,
  type OwnSupportConversation,
} from '@portal/domain/support/support-conversation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { announceSupportConversation } from './support-events';
import { queueStudentAnsweredMail } from './support-notices';
import { supportQueries } from './support-queries';
import { loadOwnConversation } from './support-views';

/**
 * The student's answer in one of their conversations (docs/support.md): saved as the next
 * message, and the conversation goes back to the desk (open), whether it was waiting on the
 * student or closed, and the member it is assigned to is mailed through the outbox, in the same
 * transaction: nothing outside the database can lose the answer. The row lock orders it with a
 * staff reply written at the same moment.
 */
export async function answerSupportConversation(options: {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  owner: { tenantId: string; userId: string };
  conversationId: number;
  body: string;
}): Promise<OwnSupportConversation> {
  const { db, owner, body } = options;
  const now = options.clock.now();
  return db.transaction(async (tx) => {
    const before = await supportQueries.lockOwnConversation(tx, owner, options.conversationId);
    if (!before) throw new AppError('NOT_FOUND');
    await supportQueries.insertMessage(tx, {
      conversationId: before.id,
      tenantId: before.tenantId,
      author: 'student',
      body,
      now,
    });
    const after = await supportQueries.update(tx, before.id, {
      status: statusAfterMessage('student'),
      lastMessageAt: now,
    });
    await announceSupportConversation(tx, after, { staffReplied: false, now });
    await queueStudentAnsweredMail(tx, { tenants: options.tenants, conversation: after, now });
    return loadOwnConversation(tx, after);
  });
}
