import type { SupportAssignees } from '@portal/domain/support/support-conversation';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { staffWhoMay } from '../staff-auth/find-staff-members';
import { memberTenants } from './member-tenants';
import type { SupportActor } from './support-audit';
import { supportQueries } from './support-queries';

/** Who a conversation may be given to: the members who may answer support in its tenant. */
export async function listSupportAssignees(options: {
  db: Database;
  actor: SupportActor;
  conversationId: number;
}): Promise<SupportAssignees> {
  const { db, actor } = options;
  const row = await supportQueries.conversation(
    db,
    options.conversationId,
    memberTenants(actor.member.scope),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return {
    members: await staffWhoMay(db, { ability: 'answer_support', tenantId: row.tenantId }),
  };
}
