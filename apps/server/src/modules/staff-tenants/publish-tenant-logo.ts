import { createHash } from 'node:crypto';
import type { StaffTenant } from '@portal/domain/staff/tenant-settings';
import { publishTenantRevision } from './publish-tenant-revision';
import type { StaffTenantContext } from './staff-tenant-context';
import { safeTenantLogo } from './tenant-logo-image';

/**
 * Publishes a new logo (docs/tenant-editing.md "The logo"): the upload made safe (a sanitised SVG
 * or a re-encoded WebP), stored with the tenant's next revision and served in place of the
 * folder's file. The audit log keeps the logo's type, size and digest, not its bytes.
 */
export async function publishTenantLogo(
  context: StaffTenantContext & {
    tenantId: string;
    revision: number;
    reason: string;
    upload: Buffer;
  },
): Promise<StaffTenant> {
  const logo = await safeTenantLogo(context.upload);
  const fileName = logo.type === 'image/svg+xml' ? 'logo.svg' : 'logo.webp';
  const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const previous = context.tenants.get(context.tenantId)?.logo;
  return publishTenantRevision({
    ...context,
    logo,
    next: (current) => ({ ...current, logo: { ...current.logo, src: fileName } }),
    audit: {
      action: 'tenant.logo.published',
      entry: (current) => ({
        before: { src: current.logo.src, sha256: previous ? digest(previous.bytes) : null },
        after: {
          src: fileName,
          type: logo.type,
          bytes: logo.bytes.length,
          sha256: digest(logo.bytes),
        },
      }),
    },
  });
}
