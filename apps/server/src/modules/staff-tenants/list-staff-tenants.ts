import { scopeCoversTenant } from '@portal/domain/staff/staff-roles';
import type { StaffTenant, StaffTenantList } from '@portal/domain/staff/tenant-settings';
import { tenantDocumentQueries } from '../../tenancy/tenant-document-queries';
import { tenantInScope, type StaffTenantContext } from './staff-tenant-context';
import { staffTenantListView, staffTenantView } from './staff-tenant-views';

/** The tenants the member's scope reaches, by id. */
export async function listStaffTenants(context: StaffTenantContext): Promise<StaffTenantList> {
  const tenants = context.tenants
    .all()
    .filter((tenant) => scopeCoversTenant(context.member.scope, tenant.id));
  return staffTenantListView(tenants, await tenantDocumentQueries.all(context.db));
}

/** One tenant's config in force, with the revision an edit must start from. */
export async function readStaffTenant(
  context: StaffTenantContext,
  tenantId: string,
): Promise<StaffTenant> {
  // Another instance may have published a moment ago: read the publications first.
  await context.sync.refresh();
  const tenant = tenantInScope(context, tenantId);
  return staffTenantView(tenant, await tenantDocumentQueries.one(context.db, tenantId));
}
