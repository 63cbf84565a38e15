import type { SupportConversation } from '@portal/domain/support/support-conversation';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { memberTenants } from './member-tenants';
import type { SupportActor } from './support-audit';
import { supportQueries } from './support-queries';
import { loadStaffConversation } from './support-views';

/**
 * One conversation with every message, for a member whose scope covers its tenant; the read is a
 * read of the student's data and is audited as one (`support_conversation.viewed`, the student as
 * its subject), in the same transaction. Outside the scope, or none: 404, and nothing is written.
 */
export async function viewSupportConversation(options: {
  db: Database;
  actor: SupportActor;
  conversationId: number;
}): Promise<SupportConversation> {
  const { db, actor, conversationId } = options;
  return db.transaction(async (tx) => {
    const row = await supportQueries.conversation(
      tx,
      conversationId,
      memberTenants(actor.member.scope),
    );
    if (!row) throw new AppError('NOT_FOUND');
    const conversation = await loadStaffConversation(tx, row);
    await recordAudit(tx, {
      at: actor.now,
      actorStaffId: actor.member.id,
      actorEmail: actor.member.email,
      address: actor.address,
      action: 'support_conversation.viewed',
      subjectKind: 'student',
      subjectId: row.userId,
      tenantId: row.tenantId,
      after: { conversationId: row.id },
    });
    return conversation;
  });
}
