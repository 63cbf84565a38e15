import type { StaffTenant, TenantChange } from '@portal/domain/staff/tenant-settings';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { publishTenantRevision, sectionsBeforeAndAfter } from './publish-tenant-revision';
import type { StaffTenantContext } from './staff-tenant-context';

/**
 * Publishes a change to a tenant's settings (docs/tenant-editing.md): the sections given replace
 * the config in force, `null` removing an optional one. Audited with those sections before and
 * after.
 */
export function publishTenantChange(
  context: StaffTenantContext & { tenantId: string; change: TenantChange },
): Promise<StaffTenant> {
  const { change } = context;
  const sections = Object.keys(change.changes) as (keyof TenantConfig)[];

  return publishTenantRevision({
    ...context,
    revision: change.revision,
    reason: change.reason,
    next: (current) => {
      const next: Record<string, unknown> = { ...current };
      for (const [section, value] of Object.entries(change.changes)) {
        if (value === null) delete next[section];
        else next[section] = value;
      }
      return next;
    },
    audit: {
      action: 'tenant.published',
      entry: (current, next) => sectionsBeforeAndAfter(sections, current, next),
    },
  });
}
