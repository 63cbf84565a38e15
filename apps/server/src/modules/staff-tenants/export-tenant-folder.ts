import {
  pageFilePath,
  TENANT_CONFIG_FILE,
  type TenantFolder,
} from '@portal/domain/staff/tenant-settings';
import { tenantInScope, type StaffTenantContext } from './staff-tenant-context';

/**
 * The tenant's folder as one file (docs/tenant-editing.md "Export and import"): its config in
 * force and each content page of its own, by their paths under `tenants/<id>/`. The pages it
 * takes from the default tenant are the default tenant's, and are left out.
 */
export async function exportTenantFolder(
  context: StaffTenantContext,
  tenantId: string,
): Promise<TenantFolder> {
  // Another instance may have published a moment ago: read the publications first.
  await context.sync.refresh();
  const tenant = tenantInScope(context, tenantId);
  const pages = [...tenant.content.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    files: {
      [TENANT_CONFIG_FILE]: tenant.config,
      ...Object.fromEntries(pages.map(([name, page]) => [pageFilePath(name), page])),
    },
  };
}
