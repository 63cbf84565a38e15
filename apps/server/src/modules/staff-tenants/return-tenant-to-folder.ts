import type { StaffTenant } from '@portal/domain/staff/tenant-settings';
import { recordAudit } from '../../audit/record-audit';
import { AppError, found } from '../../http/app-error';
import { tenantDocumentQueries } from '../../tenancy/tenant-document-queries';
import { tenantInScope, type StaffTenantContext } from './staff-tenant-context';
import { staffTenantView } from './staff-tenant-views';

/**
 * Deletes a tenant's publications (settings, logo and pages), so its `tenants/` folder is in force
 * again on every instance (docs/tenant-editing.md "Where tenants/ stands"). Under the publication
 * lock and the revision rule like any publication; audited with the revision and config given up.
 * A tenant created in the console has no folder to return to: it does not exist as a folder.
 */
export async function returnTenantToFolder(
  context: StaffTenantContext & { tenantId: string; revision: number; reason: string },
): Promise<StaffTenant> {
  const { db, clock, member, tenantId } = context;
  tenantInScope(context, tenantId);
  const folder = found(context.sync.fromFiles(tenantId));
  await db.transaction(async (tx) => {
    await tenantDocumentQueries.lockPublications(tx);
    const document = await tenantDocumentQueries.one(tx, tenantId);
    if (context.revision !== (document?.revision ?? 0)) {
      throw new AppError('TENANT_CHANGED_MEANWHILE');
    }
    if (!document) return;
    await tenantDocumentQueries.remove(tx, tenantId);
    await recordAudit(tx, {
      at: clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address: context.address,
      action: 'tenant.returned_to_folder',
      subjectKind: 'tenant',
      subjectId: tenantId,
      tenantId,
      before: { revision: document.revision, config: document.config, content: document.content },
      after: { revision: 0, config: folder.config },
      reason: context.reason,
    });
  });
  await context.sync.refresh();
  return staffTenantView(found(context.tenants.get(tenantId)), undefined);
}
