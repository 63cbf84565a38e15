import type { SupportConversation } from '@portal/domain/support/support-conversation';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { staffWhoMay } from '../staff-auth/find-staff-members';
import { memberTenants } from './member-tenants';
import { auditedState, auditSupportChange, type SupportActor } from './support-audit';
import { supportQueries } from './support-queries';
import { loadStaffConversation } from './support-views';

/**
 * Gives the conversation to a member (the actor or another) who may answer support and whose
 * scope covers its tenant, or to nobody (`staffId` null). Anyone else is refused on the field
 * (400 VALIDATION_FAILED, `staffId`). Audited with the assignee before and after.
 */
export async function assignSupportConversation(options: {
  db: Database;
  actor: SupportActor;
  conversationId: number;
  staffId: string | null;
}): Promise<SupportConversation> {
  const { db, actor, staffId } = options;
  return db.transaction(async (tx) => {
    const before = await supportQueries.lockConversation(
      tx,
      options.conversationId,
      memberTenants(actor.member.scope),
    );
    if (!before) throw new AppError('NOT_FOUND');
    if (staffId !== null) {
      const eligible = await staffWhoMay(tx, {
        ability: 'answer_support',
        tenantId: before.tenantId,
      });
      if (!eligible.some((member) => member.id === staffId)) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ field: 'staffId', code: 'validation.invalid' }],
        });
      }
    }
    if (before.assigneeStaffId === staffId) return loadStaffConversation(tx, before);
    const after = await supportQueries.update(tx, before.id, { assigneeStaffId: staffId });
    await auditSupportChange(tx, actor, {
      action: 'support_conversation.assigned',
      conversation: after,
      before: auditedState(before),
      after: auditedState(after),
    });
    return loadStaffConversation(tx, after);
  });
}
