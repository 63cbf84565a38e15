import type { StaffTenant, TenantCreate } from '@portal/domain/staff/tenant-settings';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { recordAudit } from '../../audit/record-audit';
import { AppError, found } from '../../http/app-error';
import { tenantDocumentQueries } from '../../tenancy/tenant-document-queries';
import { DEFAULT_TENANT_ID } from '../../tenancy/tenant-registry';
import { settingsRefused } from './publish-tenant-revision';
import type { StaffTenantContext } from './staff-tenant-context';
import { staffTenantView } from './staff-tenant-views';

/**
 * Creates a tenant (docs/tenant-editing.md "A new tenant"): the default tenant's settings under
 * the new id, name, kind, host names and partner slug, checked as a `tenants/` folder would be
 * (a host name or slug another tenant holds is refused) and published as revision 1, so it is
 * served on every instance at once. Its look, phones and programs are then edited like any
 * tenant's. Audited.
 */
export async function createTenant(
  context: StaffTenantContext & { create: TenantCreate },
): Promise<StaffTenant> {
  const { db, clock, member, create } = context;
  await db.transaction(async (tx) => {
    await tenantDocumentQueries.lockPublications(tx);
    if (
      context.tenants.get(create.id) ||
      (await tenantDocumentQueries.one(tx, create.id)) !== undefined
    ) {
      throw new AppError('TENANT_ALREADY_EXISTS');
    }
    const template = found(context.sync.fromFiles(DEFAULT_TENANT_ID)).config;
    const {
      hosts: _hosts,
      partnerSlug: _partnerSlug,
      employerId: _employerId,
      systemAlert: _systemAlert,
      scheduled: _scheduled,
      ...settings
    } = template;
    const raw: TenantConfig = {
      ...settings,
      id: create.id,
      name: create.name,
      kind: create.kind,
      hosts: create.hosts,
      ...(create.partnerSlug ? { partnerSlug: create.partnerSlug } : {}),
    };
    const { config, problems } = await context.sync.problemsOf(raw, create.id, tx);
    if (!config || problems.length > 0) throw settingsRefused(problems);
    const now = clock.now();
    await tenantDocumentQueries.publish(tx, {
      tenantId: create.id,
      config,
      revision: 1,
      at: now,
      by: member.email,
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: context.address,
      action: 'tenant.created',
      subjectKind: 'tenant',
      subjectId: create.id,
      tenantId: create.id,
      after: {
        name: create.name,
        kind: create.kind,
        hosts: create.hosts,
        partnerSlug: create.partnerSlug ?? null,
      },
      reason: create.reason,
    });
  });
  await context.sync.refresh();
  return staffTenantView(
    found(context.tenants.get(create.id)),
    await tenantDocumentQueries.one(db, create.id),
  );
}
