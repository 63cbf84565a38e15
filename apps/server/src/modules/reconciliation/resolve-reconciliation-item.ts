import type {
  ReconciliationItemView,
  ResolveReconciliationItem,
} from '@portal/domain/ledger/reconciliation';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { reconciliationQueries } from './reconciliation-queries';
import { scopeTenants } from '@portal/domain/staff/staff-roles';
import { itemAuditState, itemView } from './reconciliation-views';

/**
 * POST /staff-api/finance/reconciliation/items/{id}/resolve (docs/reconciliation.md): finance
 * marks an item dealt with, saying why. Once: the item is locked, and a resolved one is 409. The
 * reason goes to the audit log with the item before and after, as the other money actions do.
 */
export async function resolveReconciliationItem(options: {
  db: Database;
  clock: Clock;
  member: SignedInStaff['member'];
  address: string;
  itemId: string;
  body: ResolveReconciliationItem;
}): Promise<ReconciliationItemView> {
  const { db, member } = options;
  return db.transaction(async (tx) => {
    const item = await reconciliationQueries.lockItem(
      tx,
      scopeTenants(member.scope),
      options.itemId,
    );
    if (!item) throw new AppError('NOT_FOUND');
    if (item.resolvedAt !== null) throw new AppError('RECONCILIATION_ITEM_RESOLVED');
    const now = options.clock.now();
    const resolved = await reconciliationQueries.resolve(tx, item.id, {
      resolvedAt: now,
      resolvedBy: member.id,
      resolvedByEmail: member.email,
      resolution: options.body.reason,
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'reconciliation.resolved',
      subjectKind: 'reconciliation_item',
      subjectId: item.id,
      tenantId: item.tenantId,
      reason: options.body.reason,
      before: itemAuditState(item),
      after: itemAuditState(resolved),
    });
    return itemView(resolved);
  });
}
