import { recordAudit } from '../../audit/record-audit';
import type { Executor } from '../../db/database';
import type { SignedInStaff } from '../staff-auth/require-staff';
import type { SupportConversationRow } from './support-queries';

/** Who acts on the inbox, from where, and when: every use case of the staff side takes it. */
export interface SupportActor {
  member: SignedInStaff['member'];
  address: string;
  now: Date;
}

/** What the audit log keeps of a conversation's state, before and after a change. */
export const auditedState = (row: SupportConversationRow) => ({
  status: row.status,
  assigneeStaffId: row.assigneeStaffId,
});

/**
 * One audit entry about a conversation (docs/staff-console.md "Support conversations"), in the
 * caller's transaction. Its subject is the conversation; the student's id is in `after`.
 */
export function auditSupportChange(
  tx: Executor,
  actor: SupportActor,
  entry: {
    action: string;
    conversation: SupportConversationRow;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  },
) {
  return recordAudit(tx, {
    at: actor.now,
    actorStaffId: actor.member.id,
    actorEmail: actor.member.email,
    address: actor.address,
    action: entry.action,
    subjectKind: 'support_conversation',
    subjectId: String(entry.conversation.id),
    tenantId: entry.conversation.tenantId,
    before: entry.before,
    after: { studentId: entry.conversation.userId, ...entry.after },
  });
}
