import type { StaffTenant, StaffTenantList } from '@portal/domain/staff/tenant-settings';
import type { TenantDocument } from '../../tenancy/tenant-document-queries';
import type { LoadedTenant } from '../../tenancy/tenant-registry';

/** A tenant as its editor loads it: the config in force and where it comes from. */
export function staffTenantView(
  tenant: LoadedTenant,
  document: TenantDocument | undefined,
): StaffTenant {
  return {
    id: tenant.id,
    revision: document?.revision ?? 0,
    source: document ? 'console' : 'files',
    updatedAt: document?.updatedAt.toISOString() ?? null,
    updatedBy: document?.updatedBy ?? null,
    config: tenant.config,
  };
}

export function staffTenantListView(
  tenants: readonly LoadedTenant[],
  documents: readonly TenantDocument[],
): StaffTenantList {
  const revisions = new Map(documents.map((d) => [d.tenantId, d.revision]));
  return {
    tenants: tenants.map(({ id, config }) => ({
      id,
      name: config.name,
      kind: config.kind,
      hosts: config.hosts,
      partnerSlug: config.partnerSlug ?? null,
      revision: revisions.get(id) ?? 0,
      source: revisions.has(id) ? 'console' : 'files',
    })),
  };
}
