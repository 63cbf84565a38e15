import type { StaffTenant } from '@portal/domain/staff/tenant-settings';
import {
  publishTenantRevision,
  sectionsBeforeAndAfter,
  sectionsChanged,
} from './publish-tenant-revision';
import type { StaffTenantContext } from './staff-tenant-context';

/**
 * Publishes a whole `config.json` in the `tenants/` format in place of the tenant's config
 * (docs/tenant-editing.md "Export and import"): a file exported before, edited and reviewed
 * elsewhere. Every section may change, identity and routing included, so only a provider
 * administrator imports; the file must name the tenant it is imported into, and passes the same
 * checks as any publication. Audited with the sections it changed.
 */
export function importTenantConfig(
  context: StaffTenantContext & {
    tenantId: string;
    revision: number;
    reason: string;
    file: unknown;
  },
): Promise<StaffTenant> {
  return publishTenantRevision({
    ...context,
    next: () => context.file as Record<string, unknown>,
    audit: {
      action: 'tenant.imported',
      entry: (current, next) =>
        sectionsBeforeAndAfter(sectionsChanged(current, next), current, next),
    },
  });
}
