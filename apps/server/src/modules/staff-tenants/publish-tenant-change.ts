import type { StaffTenant, TenantChange } from '@portal/domain/staff/tenant-settings';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { recordAudit } from '../../audit/record-audit';
import { AppError, found } from '../../http/app-error';
import type { ConfigProblem } from '../../tenancy/check-tenant-config';
import { tenantDocumentQueries } from '../../tenancy/tenant-document-queries';
import { tenantInScope, type StaffTenantContext } from './staff-tenant-context';
import { staffTenantView } from './staff-tenant-views';

/** A refusal naming every field the checks found wrong, in their words. */
export function settingsRefused(problems: readonly ConfigProblem[]): AppError {
  return new AppError('TENANT_SETTINGS_INVALID', {
    fields: problems.map((problem) => ({
      field: problem.path,
      code: 'TENANT_SETTINGS_INVALID',
      message: problem.message,
    })),
  });
}

/**
 * Publishes a change to a tenant's settings (docs/tenant-editing.md): the sections given replace
 * the config in force (`null` removes an optional one), and the whole config must pass the checks
 * the start-up gives `tenants/`. Publications are made one at a time; one that started from an
 * older revision than the one in force is refused, so nobody overwrites a change they never saw.
 * The change is audited with the sections before and after, every instance is told, and this one
 * serves it before answering.
 */
export async function publishTenantChange(
  context: StaffTenantContext & { tenantId: string; change: TenantChange },
): Promise<StaffTenant> {
  const { db, clock, member, tenantId, change } = context;
  tenantInScope(context, tenantId);
  await db.transaction(async (tx) => {
    await tenantDocumentQueries.lockPublications(tx);
    const document = await tenantDocumentQueries.one(tx, tenantId);
    const current = document?.config ?? found(context.sync.fromFiles(tenantId)).config;
    if (change.revision !== (document?.revision ?? 0)) {
      throw new AppError('TENANT_CHANGED_MEANWHILE');
    }
    const next: Record<string, unknown> = { ...current };
    for (const [section, value] of Object.entries(change.changes)) {
      if (value === null) delete next[section];
      else next[section] = value;
    }
    const { config, problems } = await context.sync.problemsOf(next, tenantId, tx);
    if (!config || problems.length > 0) throw settingsRefused(problems);
    const sections = Object.keys(change.changes) as (keyof TenantConfig)[];
    const now = clock.now();
    await tenantDocumentQueries.publish(tx, {
      tenantId,
      config,
      revision: (document?.revision ?? 0) + 1,
      at: now,
      by: member.email,
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: context.address,
      action: 'tenant.published',
      subjectKind: 'tenant',
      subjectId: tenantId,
      tenantId,
      before: Object.fromEntries(sections.map((s) => [s, current[s] ?? null])),
      after: Object.fromEntries(sections.map((s) => [s, config[s] ?? null])),
      reason: change.reason,
    });
  });
  await context.sync.refresh();
  return staffTenantView(
    found(context.tenants.get(tenantId)),
    await tenantDocumentQueries.one(db, tenantId),
  );
}
