import type { RegistrarDecision } from '@portal/domain/staff/registrar-queues';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { requireRegistrarTenant } from './registrar-scope';

/** Who decides, and from where: what every registrar's call carries. */
export interface RegistrarContext {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  member: SignedInStaff['member'];
  address: string;
}

interface QueueRow {
  tenantId: string;
  userId: string;
  status: string;
}

/**
 * A registrar's move on one item (docs/staff-console.md "The registrar's queues"), in one
 * transaction. The item's row is locked first, so of two registrars at once one moves it and the
 * other, finding it no longer waiting, is told ALREADY_DECIDED; an item outside the member's
 * queues is NOT_FOUND. The move is the sandbox's own (with its event and mail), and the audit
 * entry (the status and student before and after, with `facts` of the item) commits with it.
 */
export function decideAsRegistrar<Row extends QueueRow>(
  context: RegistrarContext,
  item: {
    lock: (tx: Transaction) => Promise<Row | undefined>;
    /** Whether the locked row still waits for this move. */
    waits: (row: Row) => boolean;
    /** Makes the move from the locked row; undefined when it had moved already. */
    move: (tx: Transaction, waiting: Row, at: Date) => Promise<Row | undefined>;
    action: string;
    subjectKind: string;
    subjectId: string;
    /** The message to the student, or the note for the audit log. */
    reason: string | null;
    facts?: (row: Row) => Record<string, unknown>;
    /**
     * Whether the member reaches the item; by default, when it is in one of their registrar's
     * queues (a partner school reaches the transcripts sent to it instead).
     */
    inReach?: (row: Row) => boolean;
  },
): Promise<RegistrarDecision> {
  const { member, tenants } = context;
  const entry = (row: Row) => ({ status: row.status, studentId: row.userId, ...item.facts?.(row) });
  return context.db.transaction(async (tx) => {
    const waiting = await item.lock(tx);
    if (!waiting) throw new AppError('NOT_FOUND');
    if (item.inReach) {
      if (!item.inReach(waiting)) throw new AppError('NOT_FOUND');
    } else {
      requireRegistrarTenant(tenants, member.scope, waiting.tenantId);
    }
    if (!item.waits(waiting)) throw new AppError('ALREADY_DECIDED');
    const at = context.clock.now();
    const moved = await item.move(tx, waiting, at);
    if (!moved) throw new AppError('ALREADY_DECIDED');
    await recordAudit(tx, {
      at,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: context.address,
      action: item.action,
      subjectKind: item.subjectKind,
      subjectId: item.subjectId,
      tenantId: waiting.tenantId,
      before: entry(waiting),
      after: entry(moved),
      reason: item.reason,
    });
    return { status: moved.status, decidedAt: at.toISOString() };
  });
}
